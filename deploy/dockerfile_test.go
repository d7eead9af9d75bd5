package deploy

import (
	"debug/elf"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/linter"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/patternmatcher"
	"github.com/moby/patternmatcher/ignorefile"
)

// repoRoot is the build context of the Dockerfile: the repository's root.
const repoRoot = ".."

// dockerfile parses the Dockerfile with BuildKit's parser, failing on any
// warning of it or of its linter, and returns its stages.
func dockerfile(t *testing.T) []instructions.Stage {
	t.Helper()
	f, err := os.Open("Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	result, err := parser.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range result.Warnings {
		t.Errorf("Dockerfile: %s", w.Short)
	}
	lint := linter.New(&linter.Config{Warn: func(rule, description, url, msg string, loc []parser.Range) {
		t.Errorf("Dockerfile line %v: %s: %s", loc, rule, msg)
	}})
	stages, _, err := instructions.Parse(result.AST, lint)
	if err != nil {
		t.Fatal(err)
	}
	return stages
}

// finalStage returns the image's stage, the last, and the things the
// other files depend on: its user id and its entry point.
func finalStage(t *testing.T) (stage instructions.Stage, uid int64, entrypoint []string) {
	t.Helper()
	stages := dockerfile(t)
	stage = stages[len(stages)-1]
	uid = -1
	for _, cmd := range stage.Commands {
		switch c := cmd.(type) {
		case *instructions.UserCommand:
			user, _, _ := strings.Cut(c.User, ":")
			if uid, _ = strconv.ParseInt(user, 10, 64); uid <= 0 {
				t.Errorf("USER %s: want a user id other than root's, as a number (the image has no /etc/passwd)", c.User)
			}
		case *instructions.EntrypointCommand:
			if c.PrependShell {
				t.Errorf("ENTRYPOINT %v: want the exec form: the image has no shell", c.CmdLine)
			}
			entrypoint = c.CmdLine
		}
	}
	if uid < 0 || entrypoint == nil {
		t.Fatalf("the final stage has USER %d and ENTRYPOINT %v: want both", uid, entrypoint)
	}
	return stage, uid, entrypoint
}

// TestMain removes what the build stage made.
func TestMain(m *testing.M) {
	code := m.Run()
	if buildRoot != "" {
		os.RemoveAll(buildRoot)
	}
	os.Exit(code)
}

var (
	buildOnce  sync.Once
	buildRoot  string // the build stage's file system, as the test made it
	buildError error
)

// buildStage carries out the Dockerfile's build stage without Docker: it
// copies the build context, less what Dockerfile.dockerignore leaves out,
// and runs the stage's RUN commands with sh, WORKDIR and COPY mapped into a
// directory standing for the stage's root. It returns that directory.
func buildStage(t *testing.T) string {
	t.Helper()
	stages := dockerfile(t)
	buildOnce.Do(func() {
		buildRoot, buildError = runStage(stages[0])
	})
	if buildError != nil {
		t.Fatalf("the build stage: %v", buildError)
	}
	return buildRoot
}

func runStage(stage instructions.Stage) (string, error) {
	root, err := os.MkdirTemp("", "canfield-deploy-")
	if err != nil {
		return "", err
	}
	context, err := buildContext()
	if err != nil {
		return "", err
	}
	workdir := root
	for _, cmd := range stage.Commands {
		switch c := cmd.(type) {
		case *instructions.WorkdirCommand:
			workdir = filepath.Join(root, c.Path)
			if err := os.MkdirAll(workdir, 0o755); err != nil {
				return "", err
			}
		case *instructions.CopyCommand:
			into := strings.HasSuffix(c.DestPath, "/") || c.DestPath == "." || len(c.SourcePaths) > 1
			dest := filepath.Join(workdir, c.DestPath)
			if filepath.IsAbs(c.DestPath) {
				dest = filepath.Join(root, c.DestPath)
			}
			for _, src := range c.SourcePaths {
				if err := copyFromContext(context, src, dest, into); err != nil {
					return "", err
				}
			}
		case *instructions.RunCommand:
			if !c.PrependShell {
				return "", errors.New("RUN in exec form: the test runs the shell form alone")
			}
			run := exec.Command("sh", "-c", strings.Join(c.CmdLine, " "))
			run.Dir = workdir
			if out, err := run.CombinedOutput(); err != nil {
				return "", &exec.Error{Name: strings.Join(c.CmdLine, " ") + ": " + string(out), Err: err}
			}
		case *instructions.EnvCommand, *instructions.ArgCommand:
			return "", errors.New("the test does not carry out ENV or ARG: teach it")
		}
	}
	return root, nil
}

// buildContext returns the files of the build context, relative to the
// repository's root: every file, less those Dockerfile.dockerignore names.
func buildContext() (map[string]bool, error) {
	f, err := os.Open("Dockerfile.dockerignore")
	if err != nil {
		return nil, err
	}
	patterns, err := ignorefile.ReadAll(f)
	f.Close()
	if err != nil {
		return nil, err
	}
	pm, err := patternmatcher.New(patterns)
	if err != nil {
		return nil, err
	}
	files := map[string]bool{}
	err = filepath.WalkDir(repoRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(repoRoot, path)
		if err != nil || rel == "." {
			return err
		}
		rel = filepath.ToSlash(rel)
		ignored, err := pm.MatchesOrParentMatches(rel)
		switch {
		case err != nil:
			return err
		case ignored && d.IsDir():
			return filepath.SkipDir
		case !ignored && d.Type().IsRegular():
			files[rel] = true
		}
		return nil
	})
	return files, err
}

// copyFromContext copies the file src of the context, or all of it for
// ".", to dest, or into the directory dest.
func copyFromContext(context map[string]bool, src, dest string, into bool) error {
	if src == "." {
		for rel := range context {
			if err := copyFile(filepath.Join(repoRoot, rel), filepath.Join(dest, rel)); err != nil {
				return err
			}
		}
		return nil
	}
	if !context[src] {
		return errors.New("COPY " + src + ": not in the build context")
	}
	if into {
		dest = filepath.Join(dest, filepath.Base(src))
	}
	return copyFile(filepath.Join(repoRoot, src), dest)
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}

// imageBinary returns the program the image runs, built by the Dockerfile's
// build stage: what the final stage copies from it to its entry point.
func imageBinary(t *testing.T) string {
	t.Helper()
	stage, _, entrypoint := finalStage(t)
	root := buildStage(t)
	for _, cmd := range stage.Commands {
		if c, ok := cmd.(*instructions.CopyCommand); ok && c.From != "" && c.DestPath == entrypoint[0] {
			return filepath.Join(root, c.SourcePaths[0])
		}
	}
	t.Fatalf("no COPY --from puts the entry point %s in the image", entrypoint[0])
	return ""
}

// TestDockerfile checks that the build stage builds a static binary, and
// that the image holds it alone and runs it as a user other than root.
func TestDockerfile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the build stage builds for Linux; this test runs its binary")
	}
	stages := dockerfile(t)
	if len(stages) != 2 {
		t.Fatalf("%d stages, want a build stage and the image", len(stages))
	}
	goVersion := regexp.MustCompile(`^golang:(\d+)\.(\d+)`).FindStringSubmatch(stages[0].BaseName)
	mod, err := os.ReadFile(filepath.Join(repoRoot, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	needs := regexp.MustCompile(`(?m)^go (\d+)\.(\d+)`).FindStringSubmatch(string(mod))
	if goVersion == nil || needs == nil || version(goVersion) < version(needs) {
		t.Errorf("the build stage is FROM %s; go.mod needs go %s.%s", stages[0].BaseName, needs[1], needs[2])
	}
	stage, _, _ := finalStage(t)
	if stage.BaseName != "scratch" {
		t.Errorf("the image is FROM %s, want scratch: a static binary needs nothing else", stage.BaseName)
	}

	root := buildStage(t)
	for _, cmd := range stage.Commands {
		if c, ok := cmd.(*instructions.CopyCommand); ok {
			if c.From != stages[0].Name {
				t.Errorf("COPY %v: the image takes files from the build stage alone", c.SourcePaths)
			}
			for _, src := range c.SourcePaths {
				if _, err := os.Stat(filepath.Join(root, src)); err != nil {
					t.Errorf("COPY --from=%s %s: the build stage made no such file", c.From, src)
				}
			}
		}
	}
	bin := imageBinary(t)
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			t.Error("the binary names a dynamic loader: it is not static (CGO_ENABLED=0?)")
		}
	}
	if libs, _ := f.ImportedLibraries(); len(libs) > 0 {
		t.Errorf("the binary needs %v: it is not static", libs)
	}
	if out, err := exec.Command(bin, "-h").CombinedOutput(); err != nil || !strings.Contains(string(out), "usage: canfield-stats") {
		t.Errorf("%s -h: %v\n%s", bin, err, out)
	}
}

func version(m []string) int {
	major, _ := strconv.Atoi(m[1])
	minor, _ := strconv.Atoi(m[2])
	return major*1000 + minor
}
