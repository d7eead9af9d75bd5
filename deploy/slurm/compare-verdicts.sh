#!/usr/bin/env bash
# Compares two results files of one run verdict by verdict, deal by deal:
# run-local.sh's merge of a Slurm array's shards and the same run in one
# local process. A deal decided in one and unknown in the other (its search
# reached the time limit in one of them only) is listed and allowed; a deal
# won in one and lost in the other, or in one file only, fails.
#
# Usage: compare-verdicts.sh A.jsonl B.jsonl [A's name] [B's name]
set -euo pipefail

if (($# != 2 && $# != 4)); then
	echo "usage: compare-verdicts.sh A.jsonl B.jsonl [A's name] [B's name]" >&2
	exit 2
fi
a_name=${3:-$1}
b_name=${4:-$2}
export LC_ALL=C # join needs sort's order

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# verdicts prints a results file's records as "code verdict", by code. A
# record's first fields are its code and verdict, as Record marshals them;
# the header is the line with "format".
verdicts() {
	sed -n '/"format"/d; s/^{"code":"\([^"]*\)","verdict":"\([^"]*\)".*/\1 \2/p' "$1" | sort
}
verdicts "$1" >"$tmp/a"
verdicts "$2" >"$tmp/b"

status=0
join -v1 "$tmp/a" "$tmp/b" >"$tmp/a-only"
join -v2 "$tmp/a" "$tmp/b" >"$tmp/b-only"
if [[ -s $tmp/a-only || -s $tmp/b-only ]]; then
	echo "$(wc -l <"$tmp/a-only") deals only in $a_name, $(wc -l <"$tmp/b-only") only in $b_name:"
	sed 's/ .*//; s/^/  /' "$tmp/a-only" "$tmp/b-only" | head -n 10
	status=1
fi
join "$tmp/a" "$tmp/b" | awk -v a="$a_name" -v b="$b_name" '
	$2 == $3 { same++; count[$2]++; next }
	$2 == "unknown" || $3 == "unknown" { printf "  %s: %s in %s, %s in %s\n", $1, $2, a, $3, b; undecided++; next }
	{ printf "  %s: %s in %s, %s in %s: CONFLICT\n", $1, $2, a, $3, b; conflicts++ }
	END {
		printf "%d deals in both: %d with the same verdict (won %d, lost %d, unknown %d), %d decided in one and unknown in the other, %d conflicting\n",
			NR, same, count["won"], count["lost"], count["unknown"], undecided, conflicts
		exit conflicts > 0
	}' || status=1
exit "$status"
