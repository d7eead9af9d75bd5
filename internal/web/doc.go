// Package web serves Canfield in the browser, played as the app plays it:
// the page (HTML, CSS and JavaScript modules embedded in the binary, no
// build step, nothing loaded from elsewhere; its words, in both languages,
// written into index.html from the catalog of player text) and the JSON
// API that it, a bot or another front end plays through. It is built on package
// canfield's public API alone (View, Tap, Play, Undo, Listen, records,
// Explain) and package solve's (Suggest, RandomWinnable, Watch). Main is
// the command canfield-web: a Server on an address until a signal.
//
// # Players and games
//
// Each browser gets its own game by an unguessable id (128 bits from
// crypto/rand) in an HttpOnly, SameSite=Strict cookie named "canfield",
// set by POST /api/new or /api/load when the request has none. Nobody
// can read or play another's game without its id. Every game has its own
// lock, and is saved as a record after every action before the answer
// goes out: a move or a stock tap appends its line to the file, and an
// undo, a new game or a load writes the whole record to a temporary file
// renamed over the old one. So a closed tab, a killed server or a restart
// loses nothing: the next request replays the record to the same
// position, with its undo history. Idle games are dropped from memory, as
// they are saved already. DESIGN.md beside this file tells how the locks,
// the saves and the verdict's "undo N" work.
//
// # The API
//
// Every endpoint answers JSON (but /api/record, a text file, and
// /api/events, a stream), in the request's language (below). A POST must
// be application/json, at most 8 KiB (1 MiB for a record), and come from
// the page's own origin (Sec-Fetch-Site or Origin). Its body is one
// JSON object of the fields the endpoint reads, and no others; it may
// carry "epoch" and "revision", the board it was meant for, and is
// refused with 409 and the game as it is when the board has changed since.
//
//	GET  /api/view     the State: {"version", "epoch", "view", "description", "verdict", "saved"}
//	POST /api/move     {"move": "r c2"}: what a player types, every form Game.ParseInput
//	                   reads: a move ("w f", "c2:2 c4", "r2", "24", "QC c4", in Danish
//	                   "kd c4"), or a card or pile alone ("qc", in Danish "kd"; "c2"),
//	                   tapped, with "doubleClick" as for a tap
//	POST /api/tap      {"card": "QC", "doubleClick": true}: the app's one-tap move (R8.1)
//	                   of a card ("QC", in Danish "kd" or "D♣"), or of a pile's top card
//	                   ("c2"); a word that is a move ("r2") is refused: ruder 2 is "2r"
//	POST /api/undo     {}: take the last action back (R8.4)
//	POST /api/new      {"draw": "3", "code": ""}: a new game: the code's deal, or without
//	                   a code a random deal proved winnable; a draw that is not the
//	                   code's own is refused
//	POST /api/load     {"record": "[Code …]…"}: the game of a record, checked action by action
//	GET  /api/hint     the next move of a winning line, or the best safe move (Hint)
//	GET  /api/record   the game's record, as a text file to download
//	GET  /api/events   Server-Sent Events: a "state" event with the State at once and
//	                   after every change; verdict=0 in the query leaves the verdict off
//
// # The language of a request
//
// Every request has a language, English or Danish, which words its
// answers and decides how the cards of its text are read (below). It is
// the "lang" field of a POST's body, else the lang parameter of its query
// ("?lang=da"), either "en" or "da" ("english", "danish" and "dansk" are
// read too); else the first tag of Accept-Language that is English or
// Danish, whatever their weights ("da-DK,en;q=0.8" is Danish); else
// English. A lang that names neither is refused (400, "bad_language"),
// never taken for English, as "kd" would then be another card. The page
// sends the player's choice, from its settings or else the browser's
// languages, with every request.
//
// # Cards in text
//
// The text of a move or a tap is read as a player of the request's
// language types it (Game.ParseInput): in English "qc"
// is the queen of clubs and "kd" the king of diamonds; in Danish cards
// are written with the Danish letters, suit and rank in either order,
// so "kd" and "dk" are klør dame, "h10" hjerter 10, "se" spar es, and the
// English letters are not read. A rank with the suit's symbol is read in
// both, in its language's letters: "Q♣" in English, "D♣" in Danish. A
// card as a JSON value, as the view has them, is always in its canonical
// form, whatever the language: "QC", "10H", "AS"; so are the moves of
// the view and the hint, which name piles ("c4:1 c2").
//
// The State's view is canfield.View with its stable JSON names. Its
// verdict (Verdict) is the live verdict of solve.Watch while an event
// stream asks for it: "winnable", "lost" with the number of undos back to
// the latest position known winnable, "thinking", "undecided" or "busy";
// "off" otherwise. An action's State also says what it did ("said") and
// the move in canonical notation ("played"). A client that reads States
// from several connections keeps the one of the highest "version".
//
// Anything else gets an Error with the status that fits: 400 for a body
// that is not the JSON an endpoint reads (its message says what is wrong:
// the byte where the JSON breaks, the field whose value is of the wrong
// type, a field the endpoint does not read), a move or a code that cannot
// be read, a draw that is not the code's, or a lang the game does not
// speak; 403 for a request from another site, 404 for no game (or an
// unknown endpoint), 405 for the wrong method, 409 for a stale board, 413
// for a body too large, 415 for a body that is not JSON, 422 for a move
// the game refuses, nothing to undo or a record that is not a game, 429
// over the rate limit, 503 when no solver is free or the server is
// shutting down. Every message is in
// the request's language; a refusal's is canfield.Explain's.
//
// No response and no log line names a face-down card (R2.3): the view
// counts the stock and the reserve under its top, refusals are the
// library's, hints name the stock's cards only by how many taps reach the
// move they allow, and requests are logged without their bodies. The
// record of a game loaded from a record with a Deck tag is not sent, as
// that tag names every card (422, "deck_record").
package web
