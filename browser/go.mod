module github.com/canfield-go/canfield/browser

go 1.26.0

require (
	github.com/canfield-go/canfield v0.0.0
	github.com/chromedp/cdproto v0.160.1
	github.com/chromedp/chromedp v0.23.1
)

require github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect

// The browser test plays the library and the command of this repository.
replace github.com/canfield-go/canfield => ../
