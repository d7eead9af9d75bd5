#!/usr/bin/env bash
# Runs deploy/canfield-stats.sbatch on a real Slurm on this one machine: the
# machine is the controller and the only compute node. It submits the script
# as it is, as a 4-task array over a small draw-3 sample, merges the shards in
# a job that waits for the array, as the script's run line does, then runs the
# same sample in one local process and compares the two verdict by verdict.
#
# Run as root from anywhere in the repository: bash deploy/slurm/run-local.sh
# It installs slurm-wlm and munge with apt when they are missing, writes
# /etc/slurm/slurm.conf (and refuses to replace one it did not write), starts
# munged, slurmctld and slurmd unless they run already, and stops on exit
# those it started. Slurm keeps its state under /var/spool/slurmctld, so the
# finished jobs stay in it until they age out (MinJobAge, an hour): start
# slurmctld again and scontrol show job shows them.
#
# Variables: SAMPLE (2000), SEED (2027), TASKS (4), RUN_DIR (/tmp/canfield-slurm,
# emptied of the previous run's results), WAIT_LIMIT (seconds the jobs may
# take, 3600).
set -euo pipefail

readonly sample=${SAMPLE:-2000}
readonly seed=${SEED:-2027}
readonly tasks=${TASKS:-4}
readonly run_dir=${RUN_DIR:-/tmp/canfield-slurm}
readonly wait_limit=${WAIT_LIMIT:-3600}

readonly conf=/etc/slurm/slurm.conf
readonly conf_mark="# Written by canfield's deploy/slurm/run-local.sh; it rewrites this file."
readonly cluster=canfield
readonly state_dir=/var/spool/slurmctld
readonly spool_dir=/var/spool/slurmd
readonly log_dir=/var/log/slurm
readonly ctld_log=$log_dir/slurmctld.log
readonly slurmd_log=$log_dir/slurmd.log
readonly ctld_pid=/run/slurmctld.pid
readonly slurmd_pid=/run/slurmd.pid
readonly munge_pid=/run/munge/munged.pid
readonly munge_log=/var/log/munge/munged.log

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
readonly repo
readonly sbatch_script=deploy/canfield-stats.sbatch
readonly bin=$run_dir/bin/canfield-stats
readonly results=$run_dir/results

step_name=""
step_logs=()
started=()     # pid files of the daemons this run started, in start order
submitted=()   # job ids this run submitted
timings=()

# step names what runs next, and the logs that tell why it failed if it does.
step() {
	step_name=$1
	shift
	step_logs=("$@")
	echo "== $step_name"
}

fail() {
	echo "run-local.sh: $*" >&2
	exit 1
}

now_ms() { date +%s%3N; }

# seconds_since prints the time since a now_ms reading, in seconds to 0.1.
seconds_since() {
	local ms=$(($(now_ms) - $1))
	printf '%d.%d s' $((ms / 1000)) $((ms % 1000 / 100))
}

# alive tells whether the pid file names a running process called name.
alive() {
	local pidfile=$1 name=$2 pid
	[[ -r $pidfile ]] || return 1
	pid=$(<"$pidfile")
	[[ $pid =~ ^[0-9]+$ ]] && [[ -r /proc/$pid/comm ]] && [[ $(</proc/"$pid"/comm) == "$name" ]]
}

# stop_daemon ends the process of a pid file and waits for it to go.
stop_daemon() {
	local pidfile=$1 pid i
	pid=$(<"$pidfile") || return 0
	[[ $pid =~ ^[0-9]+$ ]] || return 0
	kill -TERM "$pid" 2>/dev/null || return 0
	for ((i = 0; i < 300; i++)); do
		kill -0 "$pid" 2>/dev/null || return 0
		sleep 0.1
	done
	echo "run-local.sh: process $pid ($pidfile) still runs 30 s after SIGTERM" >&2
}

# wait_for runs a command every half second until it succeeds, for at most
# limit seconds.
wait_for() {
	local limit=$1 i
	shift
	for ((i = 0; i < limit * 2; i++)); do
		if "$@"; then
			return 0
		fi
		sleep 0.5
	done
	return 1
}

on_exit() {
	local status=$? i log f id
	trap - EXIT
	set +e
	if ((status != 0)); then
		echo >&2
		echo "run-local.sh: FAILED at step: $step_name (exit status $status${signal:+, $signal})" >&2
		for log in "${step_logs[@]}"; do
			for f in $log; do
				[[ -f $f ]] || continue
				echo "--- last lines of $f" >&2
				tail -n 25 "$f" >&2
			done
		done
	fi
	for id in "${submitted[@]}"; do
		scancel "$id" 2>/dev/null
	done
	for ((i = ${#started[@]} - 1; i >= 0; i--)); do
		echo "== stop the daemon of ${started[i]}"
		stop_daemon "${started[i]}"
	done
	exit "$status"
}
trap on_exit EXIT
signal=""
trap 'signal=SIGINT; exit 130' INT
trap 'signal=SIGTERM; exit 143' TERM

cd "$repo"
[[ $(id -u) == 0 ]] || fail "run me as root: I install packages and start Slurm's daemons"
[[ -f $sbatch_script ]] || fail "no $sbatch_script in $repo"
command -v go >/dev/null || fail "no go on PATH: it builds canfield-stats"
mkdir -p "$run_dir"

step "install slurm-wlm and munge" "$run_dir/apt.log"
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v munged >/dev/null; then
	t0=$(now_ms)
	{
		apt-get update -qq
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge
	} >"$run_dir/apt.log" 2>&1
	timings+=("install slurm-wlm and munge: $(seconds_since "$t0")")
fi
slurm_version=$(slurmd -V)

step "write $conf" "$run_dir/slurmd-C.log"
node=$(hostname -s)
# slurmd -C prints this machine's NodeName line as slurmd sees it: its real
# CPUs, sockets, cores and memory, which slurmd checks its line against.
slurmd -C >"$run_dir/slurmd-C.log" 2>&1
node_line=$(grep -m1 '^NodeName=' "$run_dir/slurmd-C.log") || fail "slurmd -C printed no NodeName line"
slurm_user=root
if getent passwd slurm >/dev/null; then
	slurm_user=slurm
fi
new_conf="$conf_mark
ClusterName=$cluster
SlurmctldHost=$node
SlurmUser=$slurm_user
AuthType=auth/munge
CredType=cred/munge
MailProg=/bin/true
StateSaveLocation=$state_dir
SlurmdSpoolDir=$spool_dir
SlurmctldPidFile=$ctld_pid
SlurmdPidFile=$slurmd_pid
SlurmctldLogFile=$ctld_log
SlurmdLogFile=$slurmd_log
# Neither needs cgroups, which a container may not give.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
# One task a CPU, with --mem counted against the node's memory.
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
# A finished job stays in scontrol show job for an hour, across restarts of
# slurmctld, so that a run can be looked at after the daemons it started stop.
MinJobAge=3600
$node_line State=UNKNOWN
PartitionName=local Nodes=$node Default=YES MaxTime=INFINITE State=UP"
if [[ -e $conf ]] && ! grep -qxF "$conf_mark" "$conf"; then
	fail "$conf exists and was not written by this script: it is left alone; move it aside to run me"
fi
if [[ ! -e $conf ]] || [[ $(<"$conf") != "$new_conf" ]]; then
	if alive "$ctld_pid" slurmctld || alive "$slurmd_pid" slurmd; then
		fail "Slurm's daemons run with another $conf than this machine needs now; stop them (kill \$(cat $ctld_pid) \$(cat $slurmd_pid)) and run me again"
	fi
	mkdir -p "$(dirname "$conf")"
	printf '%s\n' "$new_conf" >"$conf"
fi
echo "$node_line"

step "start munged" "$munge_log"
t0=$(now_ms)
if ! alive "$munge_pid" munged; then
	if [[ ! -s /etc/munge/munge.key ]]; then
		mungekey --create --keyfile=/etc/munge/munge.key
		chown munge:munge /etc/munge/munge.key
		chmod 0400 /etc/munge/munge.key
	fi
	install -d -o munge -g munge -m 0755 /run/munge
	install -d -o munge -g munge -m 0700 /var/log/munge /var/lib/munge
	runuser -u munge -- munged
	started+=("$munge_pid")
else
	echo "munged runs already (pid $(<"$munge_pid")): it is left running"
fi
munge_ok() { munge -n 2>/dev/null | unmunge >/dev/null 2>&1; }
wait_for 20 munge_ok || fail "munge -n | unmunge does not work"

step "start slurmctld" "$ctld_log"
install -d -o "$slurm_user" -g "$slurm_user" -m 0755 "$state_dir" "$log_dir"
if ! alive "$ctld_pid" slurmctld; then
	# State saved under another ClusterName makes slurmctld refuse to start;
	# it is moved aside, not removed.
	if [[ -f $state_dir/clustername ]] && [[ $(<"$state_dir/clustername") != "$cluster" ]]; then
		aside="$state_dir.$(<"$state_dir/clustername").$(date +%Y%m%d%H%M%S)"
		echo "$state_dir holds the state of cluster $(<"$state_dir/clustername"): moved to $aside"
		mv "$state_dir" "$aside"
		install -d -o "$slurm_user" -g "$slurm_user" -m 0755 "$state_dir"
	fi
	slurmctld
	started+=("$ctld_pid")
else
	echo "slurmctld runs already (pid $(<"$ctld_pid")): it is left running"
fi
ctld_up() { scontrol ping 2>/dev/null | grep -q 'is UP'; }
wait_for 30 ctld_up || fail "scontrol ping does not find slurmctld UP"

step "start slurmd" "$slurmd_log" "$ctld_log"
install -d -m 0755 "$spool_dir"
if ! alive "$slurmd_pid" slurmd; then
	slurmd
	started+=("$slurmd_pid")
else
	echo "slurmd runs already (pid $(<"$slurmd_pid")): it is left running"
fi

step "wait for node $node to be idle" "$slurmd_log" "$ctld_log"
node_state() { sinfo -h -N -n "$node" -o %T 2>/dev/null; }
node_idle() { [[ $(node_state) == idle ]]; }
if ! wait_for 60 node_idle; then
	state=$(node_state)
	# A node left down or drained by an earlier run is given back once.
	if [[ $state =~ ^(down|drained|draining)$ ]]; then
		scontrol show node "$node" | grep -i reason || true
		scontrol update NodeName="$node" State=RESUME
		wait_for 30 node_idle || true
	fi
	node_idle || fail "node $node is '$(node_state)', not idle: $(scontrol show node "$node" | tr -s ' \n' ' ')"
fi
timings+=("start the daemons until the node is idle: $(seconds_since "$t0")")

step "build canfield-stats" "$run_dir/build.log"
t0=$(now_ms)
mkdir -p "$(dirname "$bin")"
go build -o "$bin" ./cmd/canfield-stats >"$run_dir/build.log" 2>&1
timings+=("build canfield-stats: $(seconds_since "$t0")")

step "submit $sbatch_script as a $tasks-task array" "$ctld_log"
# A job of an earlier run of this script that is still queued would write
# into the results about to be removed.
for id in $(squeue -h -o '%i %Z' | awk -v dir="$run_dir" '$2 == dir { sub(/_.*/, "", $1); print $1 }' | sort -u); do
	echo "cancel job $id, left by an earlier run in $run_dir"
	scancel "$id"
done
rm -rf "$results" "$run_dir/local.jsonl"
mkdir -p "$results"
export CANFIELD_STATS=$bin RESULTS=$results
# The script's own options stand, but for --array, which the command line
# overrides; the flags after the script's name come after its own, and win.
run_flags=(-draw 3 -sample "$sample" -seed "$seed")
t0=$(now_ms)
array_id=$(sbatch --parsable --array=1-"$tasks" --chdir="$run_dir" "$sbatch_script" "${run_flags[@]}" -shards "$tasks")
array_id=${array_id%%;*}
submitted+=("$array_id")
merge_id=$(sbatch --parsable --dependency=afterany:"$array_id" --chdir="$run_dir" \
	--job-name=canfield-stats-merge --output=results/merge.out \
	--wrap "$bin -merge -o $results/merged.jsonl $results/d3-*.jsonl")
merge_id=${merge_id%%;*}
submitted+=("$merge_id")
echo "array job $array_id, merge job $merge_id"

step "wait for array job $array_id and merge job $merge_id" "$results/slurm-*.out" "$results/merge.out" "$ctld_log" "$slurmd_log"
# job_lines prints scontrol's one line a job (a line an array task).
job_lines() { scontrol -o show job "$1"; }
# finished tells whether every line of a job is in a state it ends in.
finished() {
	local lines
	lines=$(job_lines "$1") || return 1
	! grep -qvE 'JobState=(COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|BOOT_FAIL|DEADLINE|PREEMPTED) ' <<<"$lines"
}
wait_for "$wait_limit" finished "$array_id" || fail "array job $array_id has not finished in $wait_limit s"
array_time=$(seconds_since "$t0")
wait_for 300 finished "$merge_id" || fail "merge job $merge_id has not finished in 300 s"
merge_time=$(seconds_since "$t0")
field() { grep -oE "(^| )$1=[^ ]*" | sed "s/^ *$1=//"; }
array_lines=$(job_lines "$array_id")
echo "$array_lines" | while read -r line; do
	echo "  task $(field ArrayTaskId <<<"$line"): $(field JobState <<<"$line"), exit $(field ExitCode <<<"$line"), ran $(field RunTime <<<"$line") on $(field NodeList <<<"$line")"
done
[[ $(grep -c 'JobState=COMPLETED .*ExitCode=0:0 ' <<<"$array_lines") == "$tasks" ]] ||
	fail "not every task of array job $array_id completed with exit status 0"
merge_line=$(job_lines "$merge_id")
echo "  merge: $(field JobState <<<"$merge_line"), exit $(field ExitCode <<<"$merge_line"), ran $(field RunTime <<<"$merge_line")"
grep -q 'JobState=COMPLETED .*ExitCode=0:0 ' <<<"$merge_line" || fail "merge job $merge_id did not complete with exit status 0"
submitted=()
timings+=("array job, submission to last task's end: $array_time" "merge job, submission to its end: $merge_time")
echo "-- the merge's summary ($results/merge.out):"
cat "$results/merge.out"

step "run the same sample in one local process" "$run_dir/local.log"
t0=$(now_ms)
"$bin" "${run_flags[@]}" -j 1 -progress off -o "$run_dir/local.jsonl" >"$run_dir/local.log" 2>&1
timings+=("one local process, -j 1: $(seconds_since "$t0")")
echo "-- the local run's summary ($run_dir/local.log):"
cat "$run_dir/local.log"

step "compare the verdicts" "$run_dir/compare.log"
for f in "$results/merged.jsonl" "$run_dir/local.jsonl"; do
	n=$(grep -c '"verdict"' "$f") || true
	((n == sample)) || fail "$f has $n records, not $sample"
done
if ! bash "$repo/deploy/slurm/compare-verdicts.sh" "$results/merged.jsonl" "$run_dir/local.jsonl" \
	"the Slurm array" "the local run" >"$run_dir/compare.log" 2>&1; then
	cat "$run_dir/compare.log"
	fail "the verdicts differ"
fi
cat "$run_dir/compare.log"

step "report"
echo "-- timings on $(nproc) CPUs, $slurm_version:"
printf '  %s\n' "${timings[@]}"
echo "The jobs stay in Slurm's state until they age out: scontrol show job $array_id (while slurmctld runs)."
