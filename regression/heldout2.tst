# yomi's second HELD-OUT tactical suite (batch 2).
#
# Rule: these problems are held out.  They were never used to tune either
# engine, and must not be: do not change the reader to pass them.  A test
# that turns out to be wrong is corrected (or dropped) on the truth of the
# position alone, with the reason noted here.  The suite measures; it does
# not gate (make check skips it, make regress reports it without --strict).
#
# How it was built.  42 positions were composed for this suite, each a
# DISTINCT problem used in one orientation only (no rotated or colour-swapped
# copies): 9 on 9x9, 14 on 13x13, 19 on 19x19, all corners and sides, both
# colours to move, with other strings of both colours around.  Some come in
# pairs that differ by one or two stones and so have different answers (a
# ladder with and without its breaker, a snapback and the same shape where
# capturing the throw-in leaves two liberties).  Positions in
# regression/sgf/heldout2/positions.txt (SGF made by ../tactics/make_sgf.py);
# none is copied or adapted from GNU Go's suites, tactics.tst or heldout.tst.
# Kinds: ladders 10 (lad*: one-way, both ways, breakers of either colour on
# the path or none, 9x9 to 19x19, lad4 a ladder that fails because its
# ladder stone would be captured on the way), nets 5 (net*: geta with the
# ladders broken or not, a net that fails to a counter-atari, a net on two
# stones in the centre), snapbacks 5 (snap*: corner, side, centre, and two
# where capturing the throw-in leaves two liberties), capturing races 6
# (race*: two against two, three against three on the first line, a shared
# liberty in the centre, races lost either way), escape by capturing a
# cutting stone 4 (esc*), ko and shortage of liberties 5 (ko*: a "ko for
# life" that dies to shortage of liberties, a real ko for life before and
# after the ko capture, a ko the attacker takes first), first-line fights 3
# (edge*), strings that look weak but are safe or look like they run but die
# 3 (safe1, lib1, def0), and one connect-and-die (oio1, no test: see below).
# 55 tests on 41 problems: 52 attack/defend with the full set of correct
# moves, 3 does_attack (10, 11, 52).
#
# Truth.  expect-draft.txt (committed unchanged before anything else) holds
# every position and answer as read by hand before any engine, or the
# brute-force solver, was run on any of them.  Then: a small brute-force
# capture search written for this purpose (outside the repository,
# independent of both engines; deep and narrow for ladders, wide and shallow
# otherwise), and GNU Go 3.8 and yomi each run with increase_depths x3 and x4
# on every question, trying every legal move within distance 4 of the string
# (trymove + the opposite question) to find correct moves the hand reading
# missed.  Where the draft, the solver or an engine disagreed, the line was
# walked with trymove/popgo on both engines (x4 to x8) and read by hand.
# Corrections of the draft:
#   - race1 (20, 21): a move on the racing string's own liberty wins too.
#     Attack J4: Black H3-H4 extends, J5 becomes a shared liberty and White
#     cannot fill Black's liberties any more (J3 is captured at J2, J5 is a
#     self-atari).  Defend J5, the same for White (Black's J6 is captured at
#     J7, J4 is a self-atari).  Added; both engines agree, the solver agrees
#     on J5 (its narrow search misses J4) and the hand reading of the lines
#     confirms both.
#   - race2 (26, 27): attack adds L10, defend adds K10 and L10 (the shared
#     liberty and the ataris from the other side); solver and both engines
#     at x3, x4 and x6 agree.
#   - race2b (28): the draft said defend 0, reading only the race; but the
#     gap at H10 also opens the way out for Black K9-L9, which escapes at
#     J9 or J10.  Corrected to 1 (J9|J10): solver and both engines agree.
#   - edge1 (38): the atari from the far side, A4, kills as well; added
#     (solver and both engines).
#   - race3 (46): White's move on its own liberty K13 wins the race as
#     well (the race1 idea); added (solver and both engines agree).  GNU
#     Go's scan also listed K10 and L10, outside the walls; walked: after
#     White K10 Black K13, White G13 Black L13 and Black captures first
#     (yomi and GNU Go agree on each step), so they were not added.  For
#     defend (47) the draft's K13|L13|M13 stands (both engines; the
#     solver's candidate list lacks L13 and M13, read by hand).
#   - net1, net1b, net3 (10, 11, 52): the draft asked attack with the net as
#     the only move, but the nets box White in so well that several loose
#     moves may capture as well, and the full set could not be settled: the
#     engines' scans disagree and change with depth (net1: O13, O16 disputed;
#     net1b: G5, G6, H5, K7, K8; net3: M12), the lines run ten and more moves
#     to the edge.  Each question was replaced by does_attack of the net
#     move, which the hand reading, the solver and both engines confirm.
#     Default-depth answers to the replaced attack questions: net1b and net3
#     both engines pass the draft set (J5, L11); net1 GNU Go answers O15 (in
#     the draft set), yomi answers P15, which fails (after the forced O16
#     neither engine, at x4 or x8, finds a capture): so this replacement
#     favours yomi by one test.
#   - lib1 (42): the solver's wide search also listed H8; walked: after
#     White H8 Black G8 neither engine (x8) nor a deeper solver run finds a
#     capture.  Not added.
# Dropped (2 questions, the whole of oio1): the connect-and-die itself
# works (White B12, and Black's connection at A10 leaves only A8), but
# Black's corner is not clearly alive if Black moves first either: after
# Black B12 White A10, Black A13 takes A12 and the corner needs a
# life-and-death (or ko) read: GNU Go says defend 0, yomi 3 (ko), the
# solver is too shallow.  So attack B11 would be asked on a string that
# may be dead whichever side moves (no such attack questions), and defend
# B11 (draft: 1 B12) could not be settled.  Default answers: attack 1 B12
# from both engines (passes the draft), defend 0 from both (fails the
# draft): dropping favours neither.
#
# Side by side, ./yomi-regress --compare "/usr/games/gnugo --mode gtp --quiet"
# regression/heldout2.tst, default depths (yomi built from main at 903729f,
# and again at 9d61842: the same answers and reading nodes both times):
#   yomi        53 / 55   fails 4 (lad2: answers 1 F4, a ladder broken by
#                         C8) and 5 (lad2b: answers 1 E9, the ladder into
#                         the J11 breaker, instead of F10)
#   GNU Go 3.8  55 / 55
# Distinct problems solved (all their questions pass): yomi 39 / 41 (not
# lad2, lad2b), GNU Go 41 / 41.  (With increase_depths x3 or x4 yomi answers
# lad2 correctly, 0, and lad2b still wrongly, 0; the tests are judged at
# default depths.)
# After the selfplay round (main at b7e09dc, reader changes made without
# looking at this suite): the same 53 / 55, the same two failures.
# After the ladder work (main at 48ef28e: wall ataris after a net and
# chaser ataris, made on the ladder dev sets without looking at this
# suite; it stopped being blind for ladders when its ladder failures led
# to those dev sets): the same 53 / 55, the same two problems (lad2 now
# answers 1 E5).
#
# Codes: 0 fails, 1 wins, 2 wins if the reader takes the ko first (KO_A),
# 3 wins only with a ko threat (KO_B).
loadsgf sgf/heldout2/lad1.sgf
1 attack P5
#? [1 P6]

loadsgf sgf/heldout2/lad1b.sgf
2 attack P15
#? [1 (P14|Q15)]

loadsgf sgf/heldout2/lad1c.sgf
3 attack P15
#? [1 P16]

loadsgf sgf/heldout2/lad2.sgf
4 attack F5
#? [0]

loadsgf sgf/heldout2/lad2b.sgf
5 attack F9
#? [1 F10]

loadsgf sgf/heldout2/lad3.sgf
6 attack K10
#? [1 K9]

loadsgf sgf/heldout2/lad3b.sgf
7 attack K10
#? [1 K11]

loadsgf sgf/heldout2/lad3c.sgf
8 attack K10
#? [1 (J10|K9)]

loadsgf sgf/heldout2/lad6.sgf
9 attack E5
#? [1 D5]

loadsgf sgf/heldout2/net1.sgf
10 does_attack O15 P16
#? [1]

loadsgf sgf/heldout2/net1b.sgf
11 does_attack J6 K5
#? [1]

loadsgf sgf/heldout2/net1c.sgf
12 attack D15
#? [0]

loadsgf sgf/heldout2/net2.sgf
13 attack J10
#? [0]

loadsgf sgf/heldout2/snap1.sgf
14 attack H2
#? [1 J3]
15 defend H2
#? [1 J3]

loadsgf sgf/heldout2/snap1b.sgf
16 attack B8
#? [0]

loadsgf sgf/heldout2/snap2.sgf
17 attack K18
#? [1 H19]
18 defend K18
#? [1 H19]

loadsgf sgf/heldout2/snap2b.sgf
19 attack K2
#? [0]

loadsgf sgf/heldout2/race1.sgf
20 attack H5
#? [1 (J4|J5|J6)]
21 defend H5
#? [1 (J3|J4|J5)]

loadsgf sgf/heldout2/race1b.sgf
22 attack E2
#? [0]
23 defend C2
#? [0]

loadsgf sgf/heldout2/race1d.sgf
24 attack C8
#? [0]
25 defend E8
#? [0]

loadsgf sgf/heldout2/race2.sgf
26 attack J11
#? [1 (L10|L11)]
27 defend J11
#? [1 (K10|L10|L11|L9)]

loadsgf sgf/heldout2/race2b.sgf
28 defend L9
#? [1 (J10|J9)]

loadsgf sgf/heldout2/esc1.sgf
29 defend E5
#? [1 F4]
30 attack E5
#? [1 (F4|F5)]

loadsgf sgf/heldout2/esc1b.sgf
31 defend J9
#? [0]

loadsgf sgf/heldout2/esc1c.sgf
32 defend E5
#? [1 (D6|E6)]

loadsgf sgf/heldout2/koA.sgf
33 defend C2
#? [0]

loadsgf sgf/heldout2/koB.sgf
34 defend G8
#? [2 E9]
35 attack G8
#? [1 (E9|H9)]

loadsgf sgf/heldout2/koB2.sgf
36 attack H3
#? [3 J4]

loadsgf sgf/heldout2/safe1.sgf
37 attack K4
#? [0]

loadsgf sgf/heldout2/edge1.sgf
38 attack A7
#? [1 (A4|A5|A8)]
39 defend A7
#? [1 A5]

loadsgf sgf/heldout2/edge1b.sgf
40 attack C1
#? [1 E1]
41 defend C1
#? [1 E1]

loadsgf sgf/heldout2/lib1.sgf
42 attack F8
#? [1 G8]
43 defend F8
#? [1 G8]

loadsgf sgf/heldout2/def0.sgf
44 defend P16
#? [0]

loadsgf sgf/heldout2/edge1c.sgf
45 defend A3
#? [0]

loadsgf sgf/heldout2/race3.sgf
46 attack J12
#? [1 (G13|H13|J13|K13)]
47 defend J12
#? [1 (K13|L13|M13)]

loadsgf sgf/heldout2/esc2.sgf
48 defend G7
#? [1 (F8|G8)]
49 attack G7
#? [1 G8]

loadsgf sgf/heldout2/snap3.sgf
50 attack L10
#? [1 K10]
51 defend L10
#? [1 K10]

loadsgf sgf/heldout2/net3.sgf
52 does_attack L11 K10
#? [1]

loadsgf sgf/heldout2/koB3.sgf
53 defend M11
#? [3 N9]

loadsgf sgf/heldout2/koB4.sgf
54 attack S3
#? [2 T4]

loadsgf sgf/heldout2/lad4.sgf
55 attack E5
#? [0]
