// Package web serves Canfield in the browser, played as the app plays it:
// the page (HTML, CSS and JavaScript modules embedded in the binary, no
// build step, nothing loaded from elsewhere; its words, in both languages,
// written into index.html from the catalog of player text) and the JSON
// API that it, a bot or another front end plays through. It is built on package
// canfield's public API alone (View, Tap, Play, Undo, Listen, records,
// Explain) and package solve's (FairSuggest, Suggest, RandomWinnable,
// Watch). Main is
// the command canfield-web: a Server on an address until a signal.
//
// # Players and games
//
// Each browser gets its own game by an unguessable id (128 bits from
// crypto/rand) in an HttpOnly, SameSite=Strict cookie named "canfield",
// set by POST /api/new or /api/load when the request has none, and kept
// for good: New game, a load and a damaged save all keep it. Nobody can
// read or play another's game without its id. Every game has its own
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
// Every endpoint answers JSON (but /api/record and /api/damaged, text
// files, and /api/events, a stream), in the request's language (below). A
// POST must be application/json, at most 8 KiB (1 MiB for a record), and
// come from the page's own origin (Sec-Fetch-Site or Origin). Its body is
// one JSON object of the fields the endpoint reads, and no others; it may
// carry "epoch" and "revision", the board it was meant for, and is
// refused with 409 and the game as it is when the board has changed since.
//
//	GET  /api/view     the State: {"version", "epoch", "view", "description", "verdict", "saved"}
//	                   and, while there is one to tell, "damaged" (below)
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
//	GET  /api/hint     a hint (Hint) from the cards the player has seen: the move that wins
//	                   the most of 16 ways the unseen cards may lie; peek=1 in the query
//	                   asks for one that sees every card: the next step of a winning line,
//	                   or the best safe move
//	GET  /api/record   the game's record, as a text file to download
//	GET  /api/stats    the player's statistics, by draw mode (Statistics)
//	GET  /api/damaged  the text of the player's damaged save, as it was, to download
//	POST /api/damaged/dismiss
//	                   {}: the player has read the notice of a damaged save: the
//	                   State, without "damaged"
//	GET  /api/events   Server-Sent Events: a "state" event with the State at once and
//	                   after every change, a "ping" event every 15 s; verdict=0 in the
//	                   query leaves the verdict off
//
// # Statistics
//
// GET /api/stats answers the player's statistics for each draw mode,
// kept with the player's saves, so that they survive restarts:
//
//	{"draw3": {"played": 12, "won": 5, "winRate": 0.4166666666666667,
//	           "currentStreak": 2, "bestStreak": 3, "bestScore": 260},
//	 "draw1": {"played": 0, "won": 0, "winRate": 0,
//	           "currentStreak": 0, "bestStreak": 0, "bestScore": 0}}
//
// A game counts once, in the statistics of its draw mode, when it ends:
//
//   - won: the action that wins it counts it as played and won, and adds
//     one to the current streak. Taking moves back after the win does not
//     undo that, and winning the same game again does not count it again;
//   - left unfinished: when New game or a load replaces a game that is not
//     won, in which at least one action (a move, a stock tap or an undo)
//     was made since it was dealt or loaded, it counts as played and not
//     won, and the current streak ends (0). A game replaced before any
//     action is not counted, nor is one whose save was lost (below).
//
// winRate is won / played, from 0 to 1 (0 when none was played);
// currentStreak is the games won in a row since the last game counted as
// not won, bestStreak the longest such run; bestScore is the highest score
// a counted game ended with, won or left. A browser without a game gets
// zeros.
//
// # A damaged save
//
// A save that cannot be read whole (a crash of the machine can tear its
// last line; a disk can damage it) is never overwritten and never lost
// silently. Its file is kept as it was, and the player is told until they
// say they have read it: every State (of GET /api/view, of every action,
// of the event stream) carries "damaged" until POST /api/damaged/dismiss.
// Where the save's deal and its first actions can be read, the game goes
// on from there, its good part, and keeps its id:
//
//	"damaged": {"resumed": true, "kept": 14, "lost": 1, "reason": "NoDestination",
//	            "message": "The saved game was damaged: it goes on from its last
//	                        good action, and 1 later action was lost (…). The damaged
//	                        record is kept as it was, to download.",
//	            "record": "/api/damaged"}
//
// Where the deal itself cannot be read, a new deal of the same draw mode
// (where its Draw tag tells it) takes its place, under the same id and
// cookie: random, and proved winnable as New game deals when a solver is
// free within seconds. The notice says so:
//
//	"damaged": {"resumed": false, "kept": 0, "lost": 37, "reason": "CodeLetterCount",
//	            "message": "The saved game could not be read, so a new deal takes
//	                        its place (…). The damaged record is kept as it was, to
//	                        download.",
//	            "record": "/api/damaged"}
//
// resumed tells which of the two it is; kept is the actions of the good
// part, which the game goes on after; lost is the action lines of the
// save that could not be read or played (for a save whose deal could
// not be read, all of them); reason is the canfield.Reason of what was
// wrong; message is the notice in the request's language; record is where
// to download the damaged save's text, as it was, which GET /api/damaged
// serves (the newest, if the player has several) as long as the player's
// games are kept, after the notice is dismissed too. It is refused (422,
// "deck_record") for a save of a game dealt from a deck, whose Deck tag
// names every card, as /api/record is. Damaged saves are kept beside the
// save as <id>.txt.bad, <id>.txt.bad.2, …
//
// # Connection and verdict
//
// The event stream begins with "retry: 3000", so that a browser whose
// stream breaks (the server restarts, the network drops) reconnects by
// itself 3 s later, and sends a "ping" event, data {}, every 15 s. A page
// that hears neither a state nor a ping for 30 s, or whose request fails
// without an answer, has lost the server: it says so, and stops showing a
// verdict, which may be stale, until an answer comes again. A browser does
// not reconnect a stream that was answered with an error (404, 429, 503):
// the page opens a new one. Shutdown ends every stream; requests are then
// answered 503 ("shutting_down") until the server stops, and then not at
// all.
//
// The live verdict runs for at most -verdicts games at once (by default
// sized to the machine: its cores and memory); a page beyond them gets
// "busy" until one comes free. Those games share the places in turns: once
// a game has had its place for a while (10 s by default) and another
// waits, it gives it up to the one that waited longest, keeping a verdict
// already reached until the game changes, and waits its turn again if it
// still needs one. So every page gets its verdict, however many are open.
//
// # Limits
//
// Each address (an IPv4 address, or an IPv6 /64) may make 100 requests a
// second to the API, in bursts of 300, counted before the request's id is
// looked at, so that made-up ids get 429 like any other; each player 20 a
// second, in bursts of 60; and each address may start 1 new player a
// second, in bursts of 20. What the server keeps of an address or an id
// is bounded: an id with no game costs nothing once answered, and the
// addresses tracked are at most 100,000. A request whose body has not
// arrived in full 10 s after it began is answered 408 ("timeout") and its
// connection closed; canfield-web also closes a connection whose headers
// take longer, and lets one address hold at most 64 connections
// (-conns-per-addr). These limits see the address a connection comes
// from: behind a proxy, every player has the proxy's.
//
// Games of players not seen for 180 days (-keep) are removed: the save,
// the statistics and the damaged saves.
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
// verdict (Verdict) is the live verdict of solve.Watch, which knows every
// card (the page says so), while an event stream asks for it: "winnable", "lost" with the number of undos back to
// the latest position known winnable, "thinking", "undecided" or "busy";
// "off" otherwise. An action's State also says what it did ("said") and
// the move in canonical notation ("played"). "saved" is false, and
// "warning" says so, while the game could not be saved on the server (it
// goes on, and saving is tried again). A client that reads States from
// several connections keeps the one of the highest "version".
//
// Anything else gets an Error with the status that fits: 400 for a body
// that is not the JSON an endpoint reads (its message says what is wrong:
// the byte where the JSON breaks, the field whose value is of the wrong
// type, a field the endpoint does not read), a move or a code that cannot
// be read, a draw that is not the code's, or a lang the game does not
// speak; 403 for a request from another site, 404 for no game (or an
// unknown endpoint, or no damaged save to download), 405 for the wrong
// method, 408 for a body that did not arrive in time, 409 for a stale
// board, 413 for a body too large, 415 for a body that is not JSON, 422
// for a move the game refuses, nothing to undo or a record that is not a
// game, 429 over a rate limit (with Retry-After), 503 when no solver is
// free or the server is shutting down. Every message is in the request's
// language; a refusal's is canfield.Explain's. A 500 says only "Internal
// error" and a reference ("ref") that the server's log has with what went
// wrong:
//
//	{"status": 500, "error": "internal", "ref": "e3b0c44298fc1c14",
//	 "message": "Internal error (e3b0c44298fc1c14): try again later."}
//
// No response and no log line names a face-down card (R2.3): the view
// counts the stock and the reserve under its top, refusals are the
// library's, a hint uses only the cards the player has seen unless the
// request asks for peek=1, a hint that sees every card names the stock's
// cards only by how many taps reach the move they allow, and requests are
// logged without their bodies. The
// record of a game loaded from a record with a Deck tag is not sent, as
// that tag names every card (422, "deck_record").
package web
