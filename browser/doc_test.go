// Package browser plays the page of canfield-web in headless Chromium as a
// player would: it builds the command from the repository's main module,
// starts it, and drives Debian's chromium at it. It is a module of its own,
// so that the library's go.mod does not carry chromedp.
package browser
