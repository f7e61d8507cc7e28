# selfplay.tst: a DEV set of tactical questions mined from GNU Go self-play.
#
# NOT held out: these positions are for finding and fixing where yomi's
# tactical reader is wrong on real positions, and may be used to tune it.
# (The held-out suite is heldout.tst; never mix the two.)  make check does
# not run this file: it holds known failures of yomi, marked ']*'.
#
# How it was made (tools in regression/tools/, see README there):
# 1. selfplay_gen.py: 48 games of GNU Go 3.8 against itself, 19x19 and 13x13
#    alternately, komi 6.5, seeds 1-48, levels 1-5, games capped at 220/130
#    moves.  The games used here are in sgf/selfplay/ (their C[] gives seed
#    and level).
# 2. selfplay_compare.py: snapshots `loadsgf gNN.sgf N` with N = 21, 31, ...
#    (641 snapshots); every string with 1-3 liberties and every 4-liberty
#    string of at most 3 stones asked `attack` of both engines at default
#    settings, and `defend` when either attack succeeded: 24,751 questions,
#    99.55% of result codes agree (attack 99.73% of 22,590, defend 97.64% of
#    2,161); 112 disagreements, 57 once each per game and string.
# 3. selfplay_triage.py / selfplay_scan.py / selfplay_walk.py: every
#    disagreement was read again with increase_depths x3 in both engines,
#    every candidate move near the string was tried (trymove, then the other
#    side's question), and the disputed lines were walked move by move.  31
#    were settled and are the tests below; 26 stayed unsettled (mostly ko
#    fights and long escapes where the engines kept disagreeing deep) and are
#    left out.  Settled: yomi right 10, GNU Go right 21, both wrong 0.
#
# Expectations are the truth as settled, not either engine's answer; each
# test's comment gives the line and the default-depth answer of the engine
# that was wrong.  ']*' marks the tests yomi fails at default depth.
# Ko convention: taking a ko as the only way to capture is a ko result (2),
# not 1 (tests 5, 6: GNU Go reports 1 for them).
#
# Side by side (./yomi-regress --compare "/usr/games/gnugo --mode gtp --quiet"
# regression/selfplay.tst):
#   yomi     31 tests, 10 passed, 21 failed (all expected), 128,059 nodes, 0.08 s
#   GNU Go   31 tests, 21 passed, 10 failed (the ones yomi passes), 53,356 nodes, 0.11 s
#   every answer differs; yomi passes 10/31, GNU Go 21/31.
# Since then yomi passes 16/31 (7, 19, 20, 21, 22, 25 more: widened root
# moves answered with the root's candidates, and the defence's spoiling
# moves; see reading/README.md); their ']*' marks are gone.  Merged with a
# second line of work (snapback test, weak three-liberty partners,
# approaching strings, reinforce_depth 5, efficient chain ataris deep in the
# tree), yomi passes 20/31 (4, 13, 15, 26 more; their marks are gone too).
# With the defender's wall ataris after a net deep in the tree (made for
# ladders.tst), yomi passes 21/31 (1 more; its mark is gone).
# With the chaser ataris (ladders with a breaker), 24/31 (10, 11, 23); with
# the efficient ataris on the attacker's last-played chasing string,
# 25/31 (16).  Their marks are gone.
# Test 13's label is doubtful (GNU Go's does_defend F11 after B G9 W G10
# B F11 says 3 while its defend says 0): a pass there proves little.

# W M16 answers M17: N16-M16 joins L16-L17; both engines deep find no capture.
# At default depth: yomi 1 M17.
loadsgf sgf/selfplay/g04.sgf 51
1 attack N16
#? [0]

# W F13, B E13 captures E12, W retakes E12 (ko, needs a threat); B C13 instead: W G12 captures F12, B E13 takes D13 and W D13 retakes: a ko either way.
# At default depth: GNU Go 0.
loadsgf sgf/selfplay/g05.sgf 51
2 defend D13
#? [3 F13]

# W H10 makes miai of G10 and H9, both connect to the H10-H13 group.
# At default depth: GNU Go 2 H9.
loadsgf sgf/selfplay/g08.sgf 101
3 defend G9
#? [1 H10]

# both engines deep: no capture (L7 refuted).
# At default depth: yomi 1 L7.
loadsgf sgf/selfplay/g13.sgf 21
4 attack L6
#? [0]

# B M5 takes M6 as a ko (M5 keeps one liberty, M6); M2 and every other move fail (both engines deep).
# At default depth: GNU Go 1 M2.
loadsgf sgf/selfplay/g13.sgf 91
5 attack M6
#? [2 M5]

# W M6 takes M5 as a ko; after L9 both engines deep read a ko the defender needs a threat for; GNU Go deep: 2 M6.
# At default depth: GNU Go 1 L9.
loadsgf sgf/selfplay/g13.sgf 101
6 attack M5
#? [2 (M6|L9)]

# B R11 is answered by W R6 (both engines deep: attack 0); yomi deep: 0.
# At default depth: yomi 2 R11.
loadsgf sgf/selfplay/g14.sgf 171
7 attack P8
#? [0]

# after W J5 both engines deep capture (B G6 or H6); yomi's scan gives J5 0.
# At default depth: yomi 3 J5.
loadsgf sgf/selfplay/g21.sgf 91
8 defend H4
#? [0]*

# both engines deep: no defence.
# At default depth: GNU Go 1 K11.
loadsgf sgf/selfplay/g23.sgf 51
9 defend K10
#? [0]

# both engines deep: no capture.
# At default depth: yomi 2 J5.
loadsgf sgf/selfplay/g23.sgf 71
10 attack H5
#? [0]

# both engines deep: no capture.
# At default depth: yomi 2 F4.
loadsgf sgf/selfplay/g23.sgf 71
11 attack G4
#? [0]

# both engines deep: no capture.
# At default depth: yomi 1 C7.
loadsgf sgf/selfplay/g23.sgf 81
12 attack D7
#? [0]*

# both engines deep: no defence.
# At default depth: yomi 1 G9.
loadsgf sgf/selfplay/g26.sgf 111
13 defend E10
#? [0]

# both engines deep: 1 E10, no defence after it.
# At default depth: GNU Go 0.
loadsgf sgf/selfplay/g30.sgf 111
14 attack E9
#? [1 E10]

# both engines deep: B N5 captures.
# At default depth: yomi 0.
loadsgf sgf/selfplay/g30.sgf 181
15 attack O5
#? [1 N5]

# B D5 is answered by W D7, after which neither engine finds a capture.
# At default depth: yomi 1 D5.
loadsgf sgf/selfplay/g32.sgf 71
16 attack D6
#? [0]

# both engines deep: no defence.
# At default depth: GNU Go 1 H2.
loadsgf sgf/selfplay/g33.sgf 41
17 defend H4
#? [0]

# G1 is a ko Black takes first by both engines deep (L1 only a ko needing a threat); N4 and N5: GNU Go deep 2, yomi deep 3/0, not settled, accepted.
# At default depth: yomi 3 L1.
loadsgf sgf/selfplay/g35.sgf 71
18 defend M3
#? [2 (G1|N4|N5)]*

# B A9 is answered by W A8; yomi's follow-up A5 is refuted by A4 (both engines).
# At default depth: yomi 1 A9.
loadsgf sgf/selfplay/g35.sgf 71
19 attack B8
#? [0]

# B A5 is answered by W A8; yomi's A9 is refuted by A4 (both engines).
# At default depth: yomi 2 A5.
loadsgf sgf/selfplay/g35.sgf 71
20 attack A7
#? [0]

# B A8 is answered by W A9, then neither engine deep finds a capture.
# At default depth: yomi 2 A8.
loadsgf sgf/selfplay/g35.sgf 81
21 attack C5
#? [0]

# both engines deep: no capture.
# At default depth: yomi 2 B2.
loadsgf sgf/selfplay/g37.sgf 81
22 attack A2
#? [0]

# both engines deep: W E7 defends (yomi finds it with increase_depths).
# At default depth: yomi 0.
loadsgf sgf/selfplay/g39.sgf 31
23 defend E6
#? [1 E7]

# S9 and R8 give a ko Black takes first, T6 one needing a threat (both engines deep).
# At default depth: GNU Go 3 T6.
loadsgf sgf/selfplay/g40.sgf 121
24 attack S6
#? [2 (S9|R8)]

# both engines deep: no capture.
# At default depth: yomi 2 S2.
loadsgf sgf/selfplay/g42.sgf 131
25 attack S1
#? [0]

# after W O1 both engines deep find no defence.
# At default depth: yomi 0.
loadsgf sgf/selfplay/g42.sgf 181
26 attack J2
#? [1 O1]

# both engines deep: no defence.
# At default depth: GNU Go 1 F11.
loadsgf sgf/selfplay/g42.sgf 221
27 defend E11
#? [0]

# both engines deep: W K10 defends (yomi finds it with increase_depths).
# At default depth: yomi 0.
loadsgf sgf/selfplay/g45.sgf 61
28 defend J9
#? [1 K10]*

# after B H16 both engines (default and deep) find no defence.
# At default depth: yomi 0.
loadsgf sgf/selfplay/g46.sgf 61
29 attack H17
#? [1 H16]*

# both engines deep: no defence.
# At default depth: GNU Go 1 J12.
loadsgf sgf/selfplay/g46.sgf 61
30 defend J13
#? [0]

# after W G3 both engines (default and deep) find no defence.
# At default depth: yomi 0.
loadsgf sgf/selfplay/g47.sgf 61
31 attack F3
#? [1 G3]*

