package statedir

import "testing"

func TestDir(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"CANFIELD_STATE_DIR": "/a", "XDG_STATE_HOME": "/b", "HOME": "/c"}, "/a"},
		{map[string]string{"XDG_STATE_HOME": "/b", "HOME": "/c"}, "/b/canfield"},
		{map[string]string{"HOME": "/c"}, "/c/.local/state/canfield"},
	}
	for _, tt := range tests {
		got, err := Dir(func(k string) string { return tt.env[k] })
		if err != nil || got != tt.want {
			t.Errorf("Dir(%v) = %q, %v; want %q", tt.env, got, err, tt.want)
		}
	}
}
