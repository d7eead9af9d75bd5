// Package browser plays the page of canfield-web in headless Chromium as a
// player would: it builds the command from the repository's main module,
// starts it, and drives Debian's chromium at it. It is a module of its own,
// so that the library's go.mod does not carry chromedp.
//
// The go command keeps a test's result while the files of the test's own
// module stay the same, and cannot see that this test builds the main
// module's: run it with -count=1, so that it plays the server as it is.
package browser
