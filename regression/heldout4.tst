# heldout4.tst - the fourth held-out tactical suite.
#
# HELD OUT: every position here was composed for this batch and has never
# been used to tune yomi (or anything else).  Never change the reader to
# make a test here pass.  A test that turns out wrong is corrected or
# dropped on the truth of the position, and the change is noted here.
#
# How it was built (positions in sgf/heldout4/, made by sgf/tactics/make_sgf.py
# from sgf/heldout4/positions.txt and positions-addendum.txt):
# - 45 problems were sketched by hand in a canonical frame and turned,
#   mirrored and/or colour-swapped (said per block; draft_sketches*.py and
#   compose_draft.py in sgf/heldout4/ do the turning).  The hand-read answers
#   (sgf/heldout4/expect-draft.txt, 45 problems, 60 questions) were committed
#   before any engine or solver was run on the positions.
# - Truth: the hand reading; a brute-force capture search written for this
#   batch (Python, not committed: wide candidates to depth 12-20 with 5
#   liberties counted safe, a narrow ladder search to depth 70 with 3
#   liberties safe, a variant where the defender may not take a ko, to tell
#   ko results apart; its "attack works" results are proofs within its
#   candidate moves, its "fails" only mean "not found"); GNU Go 3.8
#   with increase_depths x3 and x5 (its answer, and every empty point within
#   distance 3 of the string tried with trymove + the opposite question +
#   popgo); yomi with increase_depths x4 as one more opinion only.  Disputed
#   lines were walked with play/showboard.  yomi's default answers were never
#   looked at.
# - Six problems of the draft were broken or ill-posed and were replaced by
#   problems read by hand first (sgf/heldout4/expect-draft-addendum.txt,
#   committed before any engine or solver ran on them):
#     ko3    the defender's outside group next to the ko was itself
#            capturable, so there was no ko: the string dies either way;
#            replaced by ko3b.
#     edge1, edge2, edge3, edge4, look4: the strings (second-line stones
#            under a wall, a 3-3 stone boxed into the corner) are dead even
#            when they move first - life and death, not a tactical question,
#            so "attack" was ill-posed; replaced by edgeA-edgeD and look4b.
#   Their SGFs stay in sgf/heldout4/ (the draft refers to them) but are not
#   loaded here.
# - One question was re-asked: race7's "attack A16" was ill-posed (the string
#   dies even if it moves first) and is asked as "defend A16" [0].
# - Corrections of the draft (answer sets widened or changed on the truth of
#   the position) are noted at each block: net1, net2, net3, net4, net5,
#   race7, ko1, ko4, ko5, short3.  No question was dropped for want of a
#   settled answer.
#
# Counts (problems / tests): ladders 8/10 (no breaker, a defender breaker on
# the path, an attacker stone on the path, a stone next to the path whose
# counter-atari breaks it, a ladder that must be turned the other way, on
# 9x9, 13x13 and 19x19), nets 5/6, snapbacks 4/6, capturing races 7/11
# (outside, shared and eye liberties, a seki; inner strings adjacent),
# escapes by capturing a cutting stone 4/5, ko 5/8 (codes 2 and 3), shortage
# of liberties / connect-and-die 4/5, edge and corner 4/7, weak-looking but
# safe / safe-looking but dead 4/4.  45 problems, 62 tests; 9x9, 13x13 and
# 19x19 boards, both colours to move.
#
# Codes: 0 fails, 1 wins, 2 wins if the reader takes the ko first (KO_A),
# 3 wins only with a ko threat (KO_B).  With code 1 every correct first move
# is listed.  GNU Go quirk: its does_defend prints the boolean yes as 3, so
# it fails does_defend tests whose answer is 1.
#
# Measured (default depths):
# GNU Go 3.8: 58 of 62 pass.  It fails 14 (net3: answers 0, misses the
#   nets), 20 (snap2: does_defend prints 3 for yes), 29 (race5: answers 0,
#   does not see that filling the outside liberties wins the race) and 41
#   (ko2: claims N1 wins outright; it only leads to the ko).
#   On the draft questions that were replaced or re-asked, GNU Go's default
#   answers were: ko3 defend A7 0, attack A7 1 A8; edge1 attack S4 1 S6;
#   edge2 attack D2 1 C2, does_attack D1 D2 1; edge3 attack H2 1 H4; edge4
#   attack C17 1 C18; look4 attack Q2 1 N2; race7 attack A16 1 C17 (these
#   questions have no right answer as posed, so none of this is scored).
# yomi (main at 48ef28e, first run of yomi on this suite, after the reader
#   was frozen; ./yomi-regress --compare "/usr/games/gnugo --mode gtp
#   --quiet" regression/heldout4.tst): 59 of 62 pass.  It fails 16 (net5:
#   answers 1 E6; after W E6 B D5 the ladder fails -- the brute-force ladder
#   search and both engines at the position say so -- a real misread), 29
#   (race5, as GNU Go) and 41 (ko2: 1 N1, as GNU Go).
# Distinct problems solved (every question passes): yomi 42/45 (not net5,
#   race5, ko2); GNU Go 41/45 (not net3, snap2, race5, ko2), or 42/45 if its
#   does_defend "3" for yes on snap2 is counted as a yes.

# Ladders ---------------------------------------------------------------

# lad1 (19x19, ladder): 2-stone string, ladder to the corner with nothing in the way: works; the atari from the other side lets it out.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/lad1.sgf
1 attack K10
#? [1 L10]
2 does_attack K11 K10
#? [0]

# lad2 (19x19, ladder): same start as lad1, a breaker of the defender's colour on the path (P6): fails.
# Sketch mirrored left-right, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/lad2.sgf
3 attack K10
#? [0]

# lad3 (13x13, ladder): ladder with an attacker stone on the path (K4) before a defender breaker (M2): works.
# Sketch turned 2 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/lad3.sgf
4 attack G7
#? [1 G8]

# lad4 (19x19, ladder): lad1's ladder with a defender stone (P8) next to the path: its counter-atari on the chasing stone breaks it.
# Sketch turned 3 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/lad4.sgf
5 attack K10
#? [0]

# lad5 (19x19, ladder): ladder that can be driven two ways: down-left runs into E5, so it must be turned up-right (K9).
# Sketch turned 1 quarter turn anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/lad5.sgf
6 attack K10
#? [1 L10]
7 does_attack K11 K10
#? [0]

# lad6 (9x9, ladder): 9x9 ladder to the edge, nothing in the way: works.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/lad6.sgf
8 attack D4
#? [1 E4]

# lad7 (9x9, ladder): 9x9 ladder with a defender breaker (G3) on the path near the edge: fails.
# Sketch mirrored left-right, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/lad7.sgf
9 attack F6
#? [0]

# lad8 (13x13, ladder): 13x13 ladder with a defender stone (L7) two lines off the path: no effect, works.
# Sketch mirrored left-right; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/lad8.sgf
10 attack G7
#? [1 G6]

# Nets ------------------------------------------------------------------

# net1 (19x19, net): geta at L9; both ladders run into O6.
# Sketch turned 2 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
# Corrected: the draft had J11 only; the looser nets H11 and J12 also work (GNU Go x3/x5, yomi x4, solver proof at depth 16).
loadsgf sgf/heldout4/net1.sgf
11 attack K10
#? [1 (H11|J11|J12)]
12 does_attack K11 K10
#? [0]

# net2 (9x9, net): geta E4 on a 2-stone string; the ladders are broken by G2.
# Sketch turned 3 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
# Corrected: the draft had D5 only; D4 and E5 also work (GNU Go x5, yomi x4, solver proof at depth 14; GNU Go x3 misses E5).
loadsgf sgf/heldout4/net2.sgf
13 attack E6
#? [1 (D4|D5|E5)]

# net3 (13x13, net): net1's shape with a defender stone at M10: the net and the ladders fail.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
# Corrected: the draft read "0" (net and ladders fail); D11 works (GNU Go x3/x5, yomi x4, solver proof at depth 20), and so do E11 and E12 (GNU Go x5, yomi x4, solver proof at depth 14).
loadsgf sgf/heldout4/net3.sgf
14 attack D10
#? [1 (D11|E11|E12)]

# net4 (19x19, net): geta M9 on a 2-stone string; both ladders run into P6/P5.
# Sketch mirrored left-right; points named above are the sketch's, the tests use the board's.
# Corrected: the draft had H9 only; H8 also works (GNU Go x3/x5, yomi x4, solver proof at depth 14).
loadsgf sgf/heldout4/net4.sgf
15 attack K10
#? [1 (H8|H9)]

# net5 (9x9, net): 9x9 geta F4 on a single stone, ladders broken by G2-H2.
# Sketch turned 2 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
# Corrected: the draft had D6 only; C6 and D7 also work (all sources).
loadsgf sgf/heldout4/net5.sgf
16 attack E5
#? [1 (C6|D6|D7)]

# Snapbacks -------------------------------------------------------------

# snap1 (19x19, snapback): edge snapback: throw-in at E1 captures six; the atari at E2 lets them connect.
# Sketch turned 2 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/snap1.sgf
17 attack S18
#? [1 P19]
18 does_attack P18 S18
#? [0]

# snap2 (13x13, snapback): centre snapback: throw-in H7; the atari at H6 lets White connect; White to move connects at H7.
# Sketch turned 3 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
# does_defend: GNU Go prints its boolean yes as 3; the right code is 1.
loadsgf sgf/heldout4/snap2.sgf
19 attack G8
#? [1 G6]
20 does_defend G6 G8
#? [1]

# snap3 (9x9, snapback): snapback shape that fails: E2's neighbour E3 is the defender's, so the capture of the throw-in connects.
# Sketch turned 1 quarter turn anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/snap3.sgf
21 attack H2
#? [0]

# snap4 (9x9, snapback): 9x9 edge snapback on four stones at E1.
# Sketch mirrored left-right, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/snap4.sgf
22 attack G2
#? [1 E1]

# Capturing races -------------------------------------------------------

# race1 (19x19, race): 3 outside liberties each, no shared: the side to move wins.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/race1.sgf
23 attack T5
#? [1 (R6|S6|T6)]

# race2 (13x13, race): 3 against 4 outside liberties: Black to move still loses.
# Sketch turned 3 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/race2.sgf
24 attack A9
#? [0]
25 defend A10
#? [0]

# race3 (9x9, race): 2 outside + 1 shared each: fill outside, not the shared liberty.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/race3.sgf
26 attack H5
#? [1 (H7|J7)]
27 does_attack J5 H5
#? [0]

# race4 (13x13, race): 1 outside + 2 shared each, no eyes: seki, neither side can capture.
# Sketch mirrored left-right; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/race4.sgf
28 attack J1
#? [0]

# race5 (19x19, race): eye (B1) + 2 shared against 3 outside liberties: the side to move wins.
# Sketch turned 2 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
# R19: GNU Go's and yomi's does_attack/trymove scans also accept P15, Q14 and R14 (White moves on its own wall); they fail: Black, then to move, fills O19, O18, O17 and captures P17-P19 first (played out).
loadsgf sgf/heldout4/race5.sgf
29 attack P19
#? [1 (O17|O18|O19)]
30 attack R19
#? [1 (Q18|Q19)]

# race6 (13x13, race): one eye each, 2 outside liberties each: the side to move wins.
# Sketch turned 1 quarter turn anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/race6.sgf
31 attack N4
#? [1 (L6|M7)]

# race7 (19x19, race): 2 outside + 1 shared against 3 outside + 1 shared: Black to move loses; White wins moving first.
# Sketch turned 3 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
# Corrected: the draft asked attack A16 [1 ...], but Black's string dies even if it moves first (that is test B15's point), so the question was ill-posed; asked as defend A16 [0] instead.
loadsgf sgf/heldout4/race7.sgf
32 attack B15
#? [0]
33 defend A16
#? [0]

# Escapes by capturing a cutting stone ----------------------------------

# esc1 (19x19, escape): three stones in atari on the edge: capture the 2-stone cutter at F1; extending to C1 is self-atari.
# Sketch turned 1 quarter turn anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/esc1.sgf
34 defend S3
#? [1 T6]
35 does_defend T3 S3
#? [0]

# esc2 (13x13, escape): two stones in atari: capture the cutter M10 at M9; L9 is self-atari.
# Sketch turned 2 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/esc2.sgf
36 defend D4
#? [1 B5]

# esc3 (9x9, escape): two stones in atari: capture the cutter F5 at F4; E4 is self-atari.
# Sketch turned 3 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/esc3.sgf
37 defend E6
#? [1 D4]

# esc4 (19x19, escape): corner: two stones in atari (A1 is suicide); capture the cutter C2 at C1.
# Sketch turned 2 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/esc4.sgf
38 defend T18
#? [1 R19]

# Ko --------------------------------------------------------------------

# ko1 (19x19, ko): K9 in atari lives only by taking the ko at L10.
# Sketch mirrored left-right; points named above are the sketch's, the tests use the board's.
# Corrected: the draft had (K8|J10); M10, L11 and K12 also win outright: they atari L10/K11, and after Black's ko capture White captures or squeezes those stones (all sources agree).
loadsgf sgf/heldout4/ko1.sgf
39 defend K9
#? [2 J10]
40 attack K9
#? [1 (K8|J10|M10|L11|K12)]

# ko2 (13x13, ko): edge: White has just taken the ko at D2; Black needs a threat to retake, White connects.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
# GNU Go (x3, x5) also claims N1 wins outright; it does not: after N1 N4 the white string has three liberties and L7 is answered by M8 or M7 (GNU Go itself finds M7; yomi x4 and the solver agree), so Black still needs the ko.
loadsgf sgf/heldout4/ko2.sgf
41 attack N2
#? [3 N4]
42 defend N2
#? [1 N4]

# ko3b (9x9, ko): replaces ko3: the same edge ko with Black's outside group (F1-G1-G2) made strong, so the ko decides.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
# Replaces ko3 (see the header).  GNU Go (x3/x5) also counts G2, F3, G3, G4 and F4 as outright wins; they are not: Black still takes the ko at H5 and then connects at J5 to a group that runs out at F7 (yomi x4 and the solver agree: ko).
loadsgf sgf/heldout4/ko3b.sgf
43 defend J3
#? [2 H5]
44 attack J3
#? [1 (J2|H5)]

# ko4 (19x19, ko): ko3's shape with a liberty at C2 (C3 friendly): White's atari at C2 leaves Black the ko, so White must make a threat first.
# Sketch turned 1 quarter turn anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
# Corrected: the draft had S3 only; Q3 and R4 also leave Black only the ko (GNU Go x3/x5; the solver wins with them at depth 14 when White may not take a ko, and not when it may; yomi x4 finds only S3).
loadsgf sgf/heldout4/ko4.sgf
45 attack T3
#? [3 (S3|Q3|R4)]

# ko5 (13x13, ko): ko1's shape with a friendly stone at K7: extending at K8 saves without the ko.
# Sketch turned 2 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
# Corrected: the draft had D6 only; the ko capture C4 also saves outright, since after White's retake Black still extends at D6.
loadsgf sgf/heldout4/ko5.sgf
46 defend D5
#? [1 (C4|D6)]

# Shortage of liberties / connect-and-die -------------------------------

# short1 (19x19, shortage): connect-and-die: atari at H10; if White connects at L10 all five are in atari at O10.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/short1.sgf
47 attack K9
#? [1 K8]
48 does_attack K14 K9
#? [0]

# short2 (13x13, shortage): two liberties, but each black atari is self-atari and White connects out: safe.
# Sketch mirrored left-right; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/short2.sgf
49 attack G7
#? [0]

# short3 (9x9, shortage): 9x9 edge connect-and-die: atari at D3, connecting at E2 leaves one liberty (H2).
# Sketch turned 2 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
# Corrected: the draft had F7 only; every other tight net or block listed also kills on this small board (GNU Go x3/x5, yomi x4; solver proofs at depth 12-14).
loadsgf sgf/heldout4/short3.sgf
50 attack F9
#? [1 (F5|F6|G6|F7|G7|H7|E8)]

# short4 (19x19, shortage): edge connect-and-die: F4 blocks; connecting at G2 leaves only J1.
# Sketch turned 2 quarter turns anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/short4.sgf
51 attack O18
#? [1 O16]

# Edge and corner -------------------------------------------------------

# edgeA (19x19, edge): second-line stone E2 next to its group (G2-G3-G4): block at F2; the atari from the first line (E1) lets it connect.
# Sketch turned 2 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/edgeA.sgf
52 attack P18
#? [1 O18]
53 does_attack P19 P18
#? [0]

# edgeB (13x13, edge): second-line stone E2 looks cut off, but both white ataris (F2, E1) are self-ataris next to Black's F1-G1-G2: safe.
# Sketch mirrored left-right; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/edgeB.sgf
54 attack J2
#? [0]
55 does_attack H2 J2
#? [0]

# edgeC (9x9, edge): corner: two stones on the second line connect to D2-D4 unless Black blocks at C2.
# Sketch turned 2 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/edgeC.sgf
56 attack J8
#? [1 G8]

# edgeD (13x13, edge): second-line stone D2: connects to F1-F3 at E2 or underneath (E1, D1); White to move blocks at E2.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/edgeD.sgf
57 defend M4
#? [1 (M5|N5|N4)]
58 attack M4
#? [1 M5]

# Weak-looking but safe / safe-looking but dead -------------------------

# look1 (19x19, weak-safe): two liberties, both suicide points for Black: safe.
# Sketch turned 1 quarter turn anticlockwise; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/look1.sgf
59 attack K10
#? [0]

# look2 (13x13, safe-dead): three liberties, two of them inside Black's wall: blocking G6 kills.
# Sketch turned 3 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/look2.sgf
60 attack G8
#? [1 F7]

# look3 (9x9, weak-safe): two liberties but both ataris fail: the black stones around it are short of liberties.
# Sketch mirrored left-right; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/look3.sgf
61 attack E5
#? [0]

# look4b (19x19, weak-safe): replaces look4: two liberties, but K11 is in atari: every black atari lets White capture K11 or connect.
# Sketch turned 3 quarter turns anticlockwise, colours swapped; points named above are the sketch's, the tests use the board's.
loadsgf sgf/heldout4/look4b.sgf
62 attack K10
#? [0]
