# selfplay2.tst: a second DEV set of tactical questions mined from GNU Go
# self-play, made exactly like selfplay.tst from 48 new games.
#
# NOT held out: these positions are for finding and fixing where yomi's
# tactical reader is wrong on real positions, and may be used to tune it.
# (The held-out suites are heldout*.tst; never mix them.)  make check does
# not run this file: it holds known failures of yomi, marked ']*'.
#
# How it was made (tools in regression/tools/, see README there):
# 1. selfplay_gen.py --first-game 48 and --first-game 72 (24 games each):
#    48 games of GNU Go 3.8 against itself, g48-g95, seeds 49-96, levels
#    1-5, 19x19 (even) and 13x13 (odd), komi 6.5, capped at 220/130 moves.
#    The games used here are in sgf/selfplay2/ (their C[] gives seed and
#    level).  GNU Go's seed changes little: g53 (seed 54) plays the same
#    first 81 moves as selfplay.tst's g13 (seed 14), and g57 the same first
#    30 moves as g41 (g57 gave no disagreement).
# 2. selfplay_compare.py: 682 snapshots (loadsgf gNN.sgf 21, 31, ...),
#    25,771 questions, 99.55% of result codes agree (attack 99.66% of
#    23,868, defend 98.11% of 1,903); 117 disagreements, 58 once each per
#    game, string and codes.  4 of them (g53 at 51, 91, 101) repeat
#    selfplay.tst's g13 positions (tests 5 and 6 there, and two it left
#    unsettled) and are left out.
# 3. selfplay_triage.py, then every disputed line walked in both engines
#    with increase_depths x3 (selfplay_walk.py style: at each node both
#    engines answer; where they differ, each engine's move is played and
#    the other side's question asked, until both agree); every settled
#    root read again at x5, and the disputed lines too where x3 and x5
#    differ.  Of the 54 judged, 44 were settled and are the tests below:
#    yomi right 21, GNU Go right 18, both wrong 5; 10 stayed unsettled
#    (ko fights in corners, long chases where the engines kept
#    disagreeing, or x3 and x5 reading differently) and are left out
#    (tools/selfplay2_verdicts.txt).
#    x5 overturned three x3 verdicts both engines had agreed on (tests 9,
#    29, 32: a defence or a capture both engines miss at x3) and settled
#    three lines x3 left open or read otherwise (tests 15, 38, 40); for
#    those the x5 reading is the one kept.
#
# Expectations are the truth as settled, not either engine's answer; each
# test's comment gives the line and the default-depth answer of the engine
# that was wrong.  ']*' marks the tests yomi fails at default depth (the
# 18 GNU Go right and the 5 both wrong).  Where the code is 2, every first
# move the deep scan found to keep the ko is listed.
# Ko convention: taking a ko as the only way to capture is a ko result (2),
# not 1 (GNU Go reports 1 for tests 2, 11, 13, 14, 37).
#
# Side by side (./yomi-regress --repeat 3 --compare "/usr/games/gnugo --mode
# gtp --quiet" regression/selfplay2.tst, median times), yomi at 5cfd8a7:
#   yomi     44 tests, 21 passed, 23 failed (all expected), 199,825 nodes, 0.14 s (0.11 s cpu)
#   GNU Go   44 tests, 18 passed, 26 failed, 73,789 nodes, 0.17 s (0.12 s cpu)
#   every answer differs; yomi passes 21/44, GNU Go 18/44 (tests 1, 10, 34,
#   36 and 40 fail in both).
# Since then yomi passes 23/44: tests 22 (capture_last_defense, ab62778)
# and 30 (a capture snapped back, made safe first: ko_capture_alternatives);
# their ']*' marks are gone.  With the efficient ataris on the attacker's
# last-played chasing string (last_chaser_atari_depth), 25/44: 19 and 27
# more, marks gone.  With the defender's double-threat ataris beyond
# backfill_depth and the attacker's caps against three-liberty strings
# (double_threat_ataris, cap_moves), 27/44: 20 and 21 more, marks gone.

# W B15 leaves no defence: B A17 is answered by W B14 (both engines x3 and x5 after B15: defend 0).
# At default depth (both wrong): yomi 2 B15, GNU Go 3 A17.
loadsgf sgf/selfplay2/g48.sgf 51
1 attack A18
#? [1 B15]*

# W G1 takes H1 as a ko; after GNU Go's E3, B E2 W D2 B D3 it is still the ko (both engines deep).
# At default depth: GNU Go 1 E3.
loadsgf sgf/selfplay2/g49.sgf 101
2 attack H1
#? [2 (G1|E1|E2|E3)]

# B C8 W D8 captures D7 in a ko; when B retakes D7 (after a threat) W B7 escapes (both engines x3; at x5 B B8 W D8 is the ko again, and after a second retake W A7 or B6 escapes, both engines).
# At default depth: GNU Go 3 C8.
loadsgf sgf/selfplay2/g50.sgf 71
3 attack C7
#? [0]

# W H10 is answered by B G8; W H9 B H8 and neither engine finds a capture (x3; yomi x5 0 too).
# At default depth: yomi 1 H10.
loadsgf sgf/selfplay2/g51.sgf 41
4 attack F10
#? [0]*

# after W H13 both engines deep find no defence.
# At default depth: GNU Go 0.
loadsgf sgf/selfplay2/g51.sgf 51
5 attack F13
#? [1 H13]

# after W S17 both engines (x3 and x5) find no defence.
# At default depth: GNU Go 0.
loadsgf sgf/selfplay2/g52.sgf 191
6 attack S19
#? [1 S17]

# B L12 is answered by W N13, then neither engine deep finds a capture.
# At default depth: GNU Go 1 L12.
loadsgf sgf/selfplay2/g54.sgf 71
7 attack M12
#? [0]

# both engines deep (x3 and x5): no defence.
# At default depth: yomi 1 M17.
loadsgf sgf/selfplay2/g54.sgf 201
8 defend M16
#? [0]*

# B L15 W K16 B L16 W J16 and W escapes (both engines x5; at x3 both miss J16).
# At default depth: yomi 1 L15.
loadsgf sgf/selfplay2/g56.sgf 61
9 attack K15
#? [0]*

# B S15 leaves no defence: W T17 is answered by B S14 (both engines x3 and x5 after S15: defend 0).
# At default depth (both wrong): yomi 2 S15, GNU Go 3 T17.
loadsgf sgf/selfplay2/g56.sgf 81
10 attack T18
#? [1 S15]*

# B T19 W T16 B T17 takes T18 as a ko; GNU Go's S15 (after T19 T16) is answered by W Q19, still the ko (both engines deep).
# At default depth: GNU Go 1 T19.
loadsgf sgf/selfplay2/g56.sgf 141
11 attack T18
#? [2 (T19|T17|S15)]

# after B N7 both engines deep find no defence.
# At default depth: GNU Go 0.
loadsgf sgf/selfplay2/g59.sgf 41
12 attack N5
#? [1 N7]

# W A1 B D1 W E2 B B3, then W C1 takes B1 as a ko (both engines deep).
# At default depth: GNU Go 1 A1.
loadsgf sgf/selfplay2/g59.sgf 71
13 attack B1
#? [2 (A1|C1|E2)]

# W G13 takes F13 as a ko; after GNU Go's K12 B E9 it is still the ko (both engines deep); the others keep the ko.
# At default depth: GNU Go 1 K12.
loadsgf sgf/selfplay2/g59.sgf 101
14 attack F13
#? [2 (G13|K12|J13|D10|J10|E9|G9|H9|J9|A8|B8|C8|G8|H8|A7|B7)]

# W T16 leaves a ko B takes first (B S14, W T14: both engines x3 and x5); W S14 is answered by B T15, R16 by R17, Q15 by R16, S13 by T14 (both engines x5; at x3 S14 starts a chase neither settles).
# At default depth: yomi 0.
loadsgf sgf/selfplay2/g60.sgf 21
15 defend S15
#? [3 T16]*

# after W B19 both engines deep: B saves C19 only with a threat (3 A19); yomi's scan move A17 is answered by B B19.
# At default depth: yomi 0.
loadsgf sgf/selfplay2/g60.sgf 61
16 attack C19
#? [2 B19]*

# W C17 B B18 W B16 B B15, then neither engine deep finds a capture.
# At default depth: GNU Go 2 C17.
loadsgf sgf/selfplay2/g62.sgf 131
17 attack C18
#? [0]

# W F2: B F1 leaves a ko W needs a threat for (3 E3); B E3 W G1 B F1 the same (both engines deep).
# At default depth: GNU Go 0.
loadsgf sgf/selfplay2/g62.sgf 141
18 attack F3
#? [3 (F2|G1)]

# both engines deep (x3 and x5): no capture.
# At default depth: yomi 1 C6.
loadsgf sgf/selfplay2/g64.sgf 101
19 attack D6
#? [0]

# W Q5 B R5 W P4 B Q5 W R7 B S5 W T7 B S7 W S8 B T8 W T9 captures (both engines at the end; x5 both 1 Q5; GNU Go x3 0).
# At default depth: yomi 0.
loadsgf sgf/selfplay2/g64.sgf 151
20 attack O5
#? [1 (Q5|R7)]

# W R7 B S5 W Q5 B R5 W P7 B Q5 W T7 B S7 W S8 B T8 W T9 captures (both engines at the end; x5 both 1 R7; GNU Go x3 0).
# At default depth: yomi 0.
loadsgf sgf/selfplay2/g64.sgf 151
21 attack Q7
#? [1 R7]

# W G3: B G4 is answered by W F4 (both engines deep, x3 and x5).
# At default depth: yomi 0.
loadsgf sgf/selfplay2/g64.sgf 211
22 attack H4
#? [1 G3]

# W G3: B G4 is answered by W F4 (both engines deep, x3 and x5).
# At default depth: yomi 0.
loadsgf sgf/selfplay2/g64.sgf 211
23 attack K5
#? [1 G3]*

# W S6 B S5 W T4 B S7 W T6 B R7, then neither engine finds a capture.
# At default depth: GNU Go 1 S6.
loadsgf sgf/selfplay2/g66.sgf 171
24 attack R5
#? [0]

# B F5 W G4 B F4 W G3 B G2 W H3 B J2 W J3 B K3 W H5 B H6 W H2 B H1 W F2 B J4 W G1 B J1 and W escapes with K1 or K2 (both engines at the end; x3 and x5 both 0).
# At default depth: yomi 1 F5.
loadsgf sgf/selfplay2/g69.sgf 41
25 attack G5
#? [0]*

# after B E4 both engines deep (x3 and x5) find no defence; C4 and C2 are answered by W E4.
# At default depth: yomi 0.
loadsgf sgf/selfplay2/g69.sgf 81
26 attack D4
#? [1 E4]*

# after W Q14 or Q15 neither engine deep finds a capture; P14 fails to B P15.
# At default depth: yomi 0.
loadsgf sgf/selfplay2/g70.sgf 111
27 defend P13
#? [1 (Q14|Q15)]

# after W H13 neither engine deep finds a capture.
# At default depth: GNU Go 0.
loadsgf sgf/selfplay2/g70.sgf 171
28 defend G12
#? [1 H13]

# B F11 is answered by W D11 (both engines x5; at x3 both read F11 as a defence).
# At default depth: GNU Go 1 F11.
loadsgf sgf/selfplay2/g71.sgf 51
29 defend E11
#? [0]

# W H2 B F1 W G1 B H1 captures (both engines x3 and x5).
# At default depth: yomi 1 H2.
loadsgf sgf/selfplay2/g73.sgf 71
30 defend F2
#? [0]

# both engines deep: no defence.
# At default depth: GNU Go 1 J12.
loadsgf sgf/selfplay2/g73.sgf 71
31 defend J11
#? [0]

# B L10 W K10 B L9 W M9 B M10 W N9 B N10 W O10 B N11 W M12 B O11 and W captures (both engines x5; at x3 both read L10 as a defence).
# At default depth: yomi 1 L10.
loadsgf sgf/selfplay2/g74.sgf 131
32 defend K9
#? [0]*

# after W F1 or E1 neither engine (x3, x5) finds a defence.
# At default depth: yomi 2 E1.
loadsgf sgf/selfplay2/g74.sgf 141
33 attack E3
#? [1 (E1|F1)]*

# B L4 W K3 B M2 W M3 B N3 W N2 B N1 takes a ko (both engines deep); W M1 instead of N2 loses outright.
# At default depth (both wrong): yomi 0, GNU Go 1 L4.
loadsgf sgf/selfplay2/g77.sgf 41
34 attack K4
#? [2 (L4|K3|M2)]*

# W K2 leaves a ko W needs a threat for (both engines deep); yomi's L4 is answered by B K2, W M2 B M1 W M5 B M6.
# At default depth: yomi 1 L4.
loadsgf sgf/selfplay2/g77.sgf 51
35 defend K4
#? [3 K2]*

# W B5 leaves no defence: B A3 is answered by W B6 (both engines x3 and x5 after B5: defend 0).
# At default depth (both wrong): yomi 2 B5, GNU Go 3 A3.
loadsgf sgf/selfplay2/g82.sgf 61
36 attack A2
#? [1 B5]*

# B J1 takes K1 as a ko; after GNU Go's F3 W G5 B G2 W J4 it is still the ko (both engines deep).
# At default depth: GNU Go 1 F3.
loadsgf sgf/selfplay2/g82.sgf 121
37 attack K1
#? [2 (J1|G1|G2|F3)]

# B P14 W Q13 and no defence (both engines x5; at x3 both read an escape after P13 Q12 O13 ...).
# At default depth: GNU Go 1 P14.
loadsgf sgf/selfplay2/g84.sgf 101
38 defend P15
#? [0]

# W R9 B S7 W T7 B S9, then neither engine finds a capture.
# At default depth: GNU Go 1 R9.
loadsgf sgf/selfplay2/g84.sgf 151
39 attack R8
#? [0]

# B S15 leaves no defence: W T17 is answered by B T15 (both engines x5; at x3 both read kos after T17).
# At default depth (both wrong): yomi 2 S15, GNU Go 3 T17.
loadsgf sgf/selfplay2/g86.sgf 61
40 attack T18
#? [1 S15]*

# B E7 W F6 B D7 W C7 B E8 W C8, then neither engine finds a capture.
# At default depth: GNU Go 1 E7.
loadsgf sgf/selfplay2/g89.sgf 101
41 attack F7
#? [0]

# B E1 gives a ko B takes first (both engines x3 and x5: after E1 W saves F2 only with a threat); D1 gives only a ko needing a threat, and GNU Go's G2 is a ko retake, illegal now.
# At default depth: GNU Go 3 G2.
loadsgf sgf/selfplay2/g89.sgf 111
42 attack F2
#? [2 E1]

# W P14 is answered by B O14, W Q15 by B P14 (both engines x3 and x5).
# At default depth: yomi 1 P14.
loadsgf sgf/selfplay2/g90.sgf 111
43 defend Q14
#? [0]*

# W A8: B A7 takes a ko; after GNU Go's C8 W C9 it is still the ko (both engines deep).
# At default depth: GNU Go 0.
loadsgf sgf/selfplay2/g94.sgf 211
44 defend A6
#? [3 A8]
