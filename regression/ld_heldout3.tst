# ld_heldout3.tst: the third held-out batch of life-and-death problems (issue 18): groups
# whose wall leaves a corridor along the first line leading away from them.
#
# HELD OUT: every position here was composed for this batch and has never been used to
# tune yomi.  Never change the owl reader to make a test here pass; a test found wrong is
# corrected (or re-asked, or dropped) on the truth of the position and the change is
# noted here.  The positions are our own: none is copied or adapted from GNU Go's suites
# or from ld_heldout1/2.
#
# The shape.  Each target group (40 problems: corner 30, side 10 in the canonical frame)
# sits beside a corridor of empty first-line points under the wall (two to six of them
# beyond the group's outer stone; on both sides of the side groups) that leads away
# from it before the wall closes it; some eye spaces also touch the wall (open sides)
# and seven hold a stone of the wall's colour, two of them at the corridor's mouth.  As in
# ld_heldout2 the wall is two stones thick and closed up to the edge, so the whole
# region -- eye space, corridor and all -- is enclosed and exactly solvable; each
# problem's region is written below it.  The first note of each problem gives the
# region's size and its farthest empty point (the corridor's end), and every problem
# asks owl_does_attack at that far point: a move there matters only where the corridor's
# liberties do.
#
# SIZE (short of the brief).  The brief asked for regions of 15 to 24 empty points, half
# of them over 20 (beyond yomi's closed-region proof, owl_proof_region = 20, so that the
# bounded-region reading would be tested).  Our exhaustive solver (tools/ld_solve.py,
# pure Python minimax with a transposition table and three ko levels) does not reach
# that: a 13-point region takes 30 s and 1.4 million positions on this machine (each
# extra empty point costs about 3.6 times more), an 18-point corridor problem was
# stopped after 5 minutes at 4.8 GB.  So every region here holds 9 to 13 empty points:
# more than the 11 of yomi's bounded region when it is read as open, but within its
# closed-region proof.  This batch therefore checks the owl on corridor shapes as a
# whole (the closed proof where it is taken, the heuristic reading and its move
# generation otherwise, and the ko codes), not the bounded-region game itself.
#
# How it was built.  The problems were drawn in the canonical frame (lower-left corner,
# bottom side) as compact sketches of their inside (sgf/ld_heldout3/compact.txt: target
# O, empty points and inside stones of the wall's colour); tools/ld_compose.py adds the
# two-stone wall and the region notes (sketches.txt), tools/sketch.py turns, mirrors or
# colour-swaps them (seven swapped) into positions.txt and expect-draft.txt, and
# sgf/tactics/make_sgf.py writes the SGFs; 19x19, setup stones only, no ko on the board.
# 56 shapes were drawn by hand (eye spaces of 3 to 8 points, open on one side or closed,
# the corridor leaving from the group's outer stone) and solved; 14 were dropped (dead
# or alive with nothing to find, two drawn twice) and 40 kept with their solver
# answers; 8 are colour-swapped.  Every answer is the solver's exact result on the
# enclosed region (every move, simple ko, no suicide, two passes end the game, ko
# threats as its docstring says), computed in the canonical frame with moves ordered
# nearest the target first (a subclass of ld_solve's Solver that only changes the
# order; the tool itself is unchanged), and again by ld_solve.py itself (its own move
# order) on the turned positions, all agreeing (the --reverse order, run after the
# draft commit, differs in one move list: "Order check" below).  Where several moves
# work the answer lists them all.
#
# The answers were drafted blind and committed at 7841ab4 (2026-11-28 04:28 UTC) before
# yomi or GNU Go was asked any reading question about these positions; no answer has been
# changed since (see "Disputes" below).
#
# Questions: 134 (owl_attack 40, owl_defend 40, owl_does_attack 41 -- one at each
# corridor's far end, one at e17's mouth --, owl_does_defend 1, dragon_status 12).
# Nineteen attack or defend answers are a ko (code 2: 9, code 3: 10); the far-end
# owl_does_attack answers are 0 in 28 problems, a kill in 4 (c02 and c04, dead anyway;
# c21 and s06, where the far point kills) and a ko in 8 (code 2 in 7, 3 in e17).
# Regions: 9 to 13 empty points (mean 11.4).
#
# Codes: 0 fails, 1 succeeds, 2 succeeds if the reader takes the ko first, 3 succeeds
# only with a ko threat (the opponent takes the ko first).  The comments name the
# canonical colours (White the target, Black the wall), their points are the board's; in
# the colour-swapped problems the colours on the board are the other way round.
#
# Both engines, run once in the same run after the draft commit (./yomi-regress --compare
# "/usr/games/gnugo --mode gtp" regression/ld_heldout3.tst; yomi of main 735ec2a, the
# owl with bounded regions; GNU Go 3.8):
#   yomi    98 / 134, 5.48 s wall, 5.45 s CPU, 15,868,328 owl nodes;
#   GNU Go  89 / 134, 0.46 s wall, 0.44 s CPU, 1,844 owl nodes.
# yomi's 36 failures: unconditional kills where the move gives only a ko, code 2 (c01 1
#   A1, c03 4, c08 13 and 16 (the corridor's mouth A16), c09 17, c15 29, c20 35, c21 38,
#   s07 80 and 83, e08 113, e12 116 (the right move, code 1 for 2)); kills that fail, 0
#   (c17 32 T3, c22 41 C19, c24 48 Q1, s03 68 G19, s04 71 A14, and the living e02 95 and
#   98 (S18)); ko defences, code 3, not found (c01 2, c07 11, c09 18, c14 27, c21 39, c26
#   52, s06 78, e07 111, and e17's owl_does_defend 130); the move at the corridor's far
#   end read as a kill where it gives only a ko, code 2 (c01 3, c07 12, c09 19, c14 28,
#   c26 53, s02 67, e07 112); s02 66 (T10 as 1, it is a ko with threats, 3).
# GNU Go's 45 failures: unconditional kills where the move gives only a ko (c03 4, c08 13
#   and 16 (A16, as yomi), c09 17, c17 32, c21 38, c22 41 (B18: 3), s02 65, e08 113 (S1:
#   3), e12 116, e13 119, and e17 126: C1, a ko where D1 at the corridor's mouth kills);
#   kills that fail (s03 68 H19, s04 71 A13, e02 95 and 98 (Q19)); kos missed as attacks
#   (c12 20, c13 23, c24 48); defences missed (c01 2, c07 11, c14 27, c26 52, s02 66, e07
#   111, e17 130: kos with threats; c15 30, s01 63, s09 85: 0 where a move lives);
#   wrong defences (c09 18 S19 as 1, it is 3; e15 123 and 125: S4 fails);
#   owl_does_attack at a far point or the mouth (c01 3, c07 12, c14 28, c26 53, s02 67,
#   e07 112, e17 129: 1 where 2; c09 19: 0 where 2; c15 31, s01 64, s09 86: 1 where 0;
#   e08 115: 3 where 0; e17 128: 0 where 3).
#
# Disputes.  Every move either engine gave in a failed test was checked with the
# solver's owl_does_attack / owl_does_defend of that move (and the replies it finds at
# each ko level); each agreed with the draft's verdict above.  The one both engines
# read the other way, e02 (alive; both kill with S18 or Q19), was read by hand with the
# solver listing the replies: after Black's S18 in the 3x3 corner space White's R18 is
# the only living reply; if Black heads for the corridor with R19, White's Q19 at its
# mouth cuts R19 off (in atari), and if Black takes the mouth Q19 first, White's R19 or
# S19 leaves it one liberty, P19, to run out by; either way Black's stones inside are
# captured or cut off and White makes two eyes.  c08's A16 at the corridor's mouth
# (both engines: a kill) leaves White only a ko, by A17 or A18, that White lives by only
# with threats: code 2, as drafted.
# No answer was changed.
#
# Order check (ld_solve.py --reverse on the turned positions, run after the draft
# commit, no engine involved): 133 of 134 answers agree.  c09 18 (owl_defend Q17, code
# 3) gets one more move, T18, in the reverse order: whether T18 defends with ko threats
# rests on a line that repeats a position, which the solver's cache makes depend on the
# search order (its docstring).  Unsettled; the draft (9 moves, both forward orders) is
# kept, and an engine answering 3 T18 there should be judged by hand.  Neither engine
# did (yomi 0, GNU Go 1 S19).


loadsgf sgf/ld_heldout3/c01.sgf
# region 9 empty points; the farthest, G1, 7 steps from B3 over the region
# region, inside: A3 A2 A1 B1 C1 D1 E1 F1 G1
# region, target stones: B3 B2 C2 D2
1 owl_attack B3
#? [1 (A2|A3|B1|D1|E1|F1)]
2 owl_defend B3
#? [3 (A3|E1)]
3 owl_does_attack G1 B3
#? [2]

loadsgf sgf/ld_heldout3/c03.sgf
# region 10 empty points; the farthest, T7, 8 steps from Q2 over the region
# region, inside: Q1 R1 S1 T1 T2 T3 T4 T5 T6 T7
# region, target stones: Q2 R2 S2 S3 S4
4 owl_attack Q2
#? [2 (T1|S1|Q1|T2|T4)]
5 owl_defend Q2
#? [1 T1]
6 owl_does_attack T7 Q2
#? [0]

loadsgf sgf/ld_heldout3/c06.sgf
# region 12 empty points; the farthest, M1, 10 steps from T4 over the region
# region, inside: T3 S3 T2 S2 T1 S1 R1 Q1 P1 O1 N1 M1
# region, target stones: T4 S4 R4 R3 R2
7 owl_attack T4
#? [1 S1]
8 owl_defend T4
#? [1 (T2|S2)]
9 owl_does_attack M1 T4
#? [0]

loadsgf sgf/ld_heldout3/c07.sgf
# region 12 empty points; the farthest, N19, 8 steps from S16 over the region
# region, inside: T16 T17 S17 T18 S18 T19 S19 R19 Q19 P19 O19 N19
# region, target stones: S16 R16 R17 R18
10 owl_attack S16
#? [1 (T18|T17|T16|S19|S18|R19|Q19)]
11 owl_defend S16
#? [3 S18]
12 owl_does_attack N19 S16
#? [2]

loadsgf sgf/ld_heldout3/c08.sgf
# region 11 empty points; the farthest, A12, 9 steps from C19 over the region
# region, inside: B19 B18 B17 A19 A18 A17 A16 A15 A14 A13 A12
# region, target stones: C19 C18 C17 C16 B16
13 owl_attack C19
#? [1 B18]
14 owl_defend C19
#? [1 A18]
15 owl_does_attack A12 C19
#? [0]
16 dragon_status C19
#? [critical B18 A18]

loadsgf sgf/ld_heldout3/c09.sgf
# region 13 empty points; the farthest, T13, 7 steps from Q17 over the region
# region, inside: Q19 Q18 R19 R18 S19 S18 T19 T18 T17 T16 T15 T14 T13
# region, target stones: Q17 R17 S17 S16 S15
17 owl_attack Q17
#? [1 S19]
18 owl_defend Q17
#? [3 (S19|R19|Q19|S18|R18|Q18|T16|T15|T14)]
19 owl_does_attack T13 Q17
#? [2]

loadsgf sgf/ld_heldout3/c12.sgf
# region 10 empty points; the farthest, N19, 8 steps from T17 over the region
# region, inside: T18 S18 R18 T19 S19 R19 Q19 P19 O19 N19
# region, target stones: T17 S17 R17 Q17 Q18 P18
20 owl_attack T17
#? [2 (S18|R19)]
21 owl_defend T17
#? [1 (T18|S19|S18|R19)]
22 owl_does_attack N19 T17
#? [0]

loadsgf sgf/ld_heldout3/c13.sgf
# region 11 empty points; the farthest, A13, 9 steps from D19 over the region
# region, inside: C19 C18 B19 B18 A19 A18 A17 A16 A15 A14 A13
# region, target stones: D19 D18 D17 C17 B17 B16
23 owl_attack D19
#? [3 (B19|A18|B18|A16)]
24 owl_defend D19
#? [1 (B19|C19|A18|B18|A16|A15)]
25 owl_does_attack A13 D19
#? [0]

loadsgf sgf/ld_heldout3/c14.sgf
# region 13 empty points; the farthest, G1, 6 steps from C3 over the region
# region, inside: A3 B3 A2 B2 C2 D2 A1 B1 C1 D1 E1 F1 G1
# region, target stones: C3 D3 E3 E2
26 owl_attack C3
#? [1 (A2|B1|B2|B3|C1|C2|D1|E1|F1)]
27 owl_defend C3
#? [3 (B2|D1)]
28 owl_does_attack G1 C3
#? [2]

loadsgf sgf/ld_heldout3/c15.sgf
# region 13 empty points; the farthest, T8, 10 steps from Q1 over the region
# Black's stone at the mouth (T4) is joined to the corridor's wall side; T2, T3 and S3
# work for both sides
# region, inside: R1 R2 R3 S1 S2 S3 T1 T2 T3 T4 T5 T6 T7 T8
# region, target stones: Q1 Q2 Q3 Q4 R4 S4
29 owl_attack Q1
#? [1 (T2|T3|S3)]
30 owl_defend Q1
#? [1 (T2|T3|S3)]
31 owl_does_attack T8 Q1
#? [0]

loadsgf sgf/ld_heldout3/c17.sgf
# region 12 empty points; the farthest, N1, 8 steps from S4 over the region
# region, inside: T4 T3 S3 T2 S2 T1 S1 R1 Q1 P1 O1 N1
# region, target stones: S4 R4 R3 R2 Q2 P2
32 owl_attack S4
#? [2 T4]
33 owl_defend S4
#? [1 (T2|T3|T4|S1|S2|S3|P1)]
34 owl_does_attack N1 S4
#? [0]

loadsgf sgf/ld_heldout3/c20.sgf
# region 10 empty points; the farthest, M19, 9 steps from T17 over the region
# region, inside: T18 S18 T19 S19 R19 Q19 P19 O19 N19 M19
# region, target stones: T17 S17 R17 R18 Q18
35 owl_attack T17
#? [1 (S19|Q19)]
36 owl_defend T17
#? [1 S19]
37 owl_does_attack M19 T17
#? [0]

loadsgf sgf/ld_heldout3/c21.sgf
# region 12 empty points; the farthest, A14, 5 steps from C17 over the region
# the corridor is short: Black's A14 at its end touches the wall and kills at once, as
# do B19 B18 B17 A16
# region, inside: C19 C18 B19 B18 B17 B16 A19 A18 A17 A16 A15 A14
# region, target stones: C17 C16 C15 B15 B14
38 owl_attack C17
#? [1 (B19|B18|B17|A16|A14)]
39 owl_defend C17
#? [3 (B19|C19|B18|C18|B17|A16)]
40 owl_does_attack A14 C17
#? [1]

loadsgf sgf/ld_heldout3/c22.sgf
# region 13 empty points; the farthest, F19, 7 steps from B16 over the region
# region, inside: A16 A17 B17 C17 A18 B18 C18 A19 B19 C19 D19 E19 F19
# region, target stones: B16 C16 D16 D17 D18 E18
41 owl_attack B16
#? [2 A16]
42 owl_defend B16
#? [1 (A18|A17|A16|B19|B18|B17|C19|C18|E19)]
43 owl_does_attack F19 B16
#? [0]

loadsgf sgf/ld_heldout3/c23.sgf
# region 13 empty points; the farthest, G1, 8 steps from A3 over the region
# the group (A3 B3 B2 C2 C1) has the corner points A1 B1 A2 below it and open space
# above and to its right; A1 is the vital point for both sides
# region, inside: A4 B4 C4 C3 D3 A2 D2 A1 B1 D1 E1 F1 G1
# region, target stones: A3 B3 B2 C2 C1
44 owl_attack A3
#? [1 A1]
45 owl_defend A3
#? [1 A1]
46 owl_does_attack G1 A3
#? [0]
47 dragon_status A3
#? [critical A1 A1]

loadsgf sgf/ld_heldout3/c24.sgf
# region 11 empty points; the farthest, T1, 3 steps from R2 over the region
# region, inside: P1 P2 Q1 Q2 R1 S1 S2 S3 T1 T2 T3
# region, target stones: R2 R3 R4 S4 T4
48 owl_attack R2
#? [2 T2]
49 owl_defend R2
#? [1 (R1|Q1|P1|T2|S2|Q2|P2)]
50 owl_does_attack T1 R2
#? [0]

loadsgf sgf/ld_heldout3/c26.sgf
# region 13 empty points; the farthest, N19, 8 steps from S16 over the region
# region, inside: T16 T17 S17 R17 T18 S18 R18 T19 S19 R19 Q19 P19 O19 N19
# region, target stones: S16 R16 Q16 Q17 Q18
51 owl_attack S16
#? [1 (T18|T17|T16|S19|S18|S17|R18|Q19|P19)]
52 owl_defend S16
#? [3 (S18|Q19)]
53 owl_does_attack N19 S16
#? [2]

loadsgf sgf/ld_heldout3/c02.sgf
# region 11 empty points; the farthest, A13, 6 steps from C17 over the region
# the corridor gives liberties but no eye: dead whoever plays first
# region, inside: C19 C18 B19 B18 A19 A18 A17 A16 A15 A14 A13
# region, target stones: C17 B17 B16
54 owl_attack C17
#? [1 (A19|B19|C19|A18|B18|C18|A17|A16|A15|A14|A13)]
55 owl_defend C17
#? [0]
56 owl_does_attack A13 C17
#? [1]
57 dragon_status C17
#? [dead]

loadsgf sgf/ld_heldout3/c04.sgf
# region 13 empty points; the farthest, A8, 6 steps from C4 over the region
# the eye space is open to the wall above: dead, every Black move kills
# region, inside: C1 C2 C3 B1 B2 B3 A1 A2 A3 A5 A6 A7 A8
# region, target stones: C4 B4 A4
58 owl_attack C4
#? [1 (A1|B1|C1|A2|B2|C2|A3|B3|C3|A5|A6|A7|A8)]
59 owl_defend C4
#? [0]
60 owl_does_attack A8 C4
#? [1]
61 dragon_status C4
#? [dead]

loadsgf sgf/ld_heldout3/s01.sgf
# region 13 empty points; the farthest, C1, 7 steps from H3 over the region
# region, inside: J2 K2 L2 C1 D1 E1 F1 G1 H1 J1 K1 L1 M1
# region, target stones: H3 J3 K3 L3 M3 H2 M2
62 owl_attack H3
#? [1 (J1|K2|L1|M1)]
63 owl_defend H3
#? [1 K2]
64 owl_does_attack C1 H3
#? [0]

loadsgf sgf/ld_heldout3/s02.sgf
# region 12 empty points; the farthest, T3, 7 steps from R8 over the region
# region, inside: S9 S10 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12
# region, target stones: R8 R9 R10 R11 S7 S8 S11
65 owl_attack R8
#? [1 T10]
66 owl_defend R8
#? [3 (T6|T7|T10)]
67 owl_does_attack T3 R8
#? [2]

loadsgf sgf/ld_heldout3/s03.sgf
# region 13 empty points; the farthest, F19, 9 steps from N17 over the region
# region, inside: M18 L18 K18 P19 O19 N19 M19 L19 K19 J19 H19 G19 F19
# region, target stones: N17 M17 L17 K17 J17 N18 J18 H18
68 owl_attack N17
#? [2 (M19|L18)]
69 owl_defend N17
#? [1 (N19|M19|L19|L18|K19|H19)]
70 owl_does_attack F19 N17
#? [0]

loadsgf sgf/ld_heldout3/s04.sgf
# region 12 empty points; the farthest, A7, 7 steps from C12 over the region
# region, inside: B11 B10 B9 A15 A14 A13 A12 A11 A10 A9 A8 A7
# region, target stones: C12 C11 C10 C9 C8 B13 B12 B8
71 owl_attack C12
#? [2 (B10|A9|A8)]
72 owl_defend C12
#? [1 (A13|A11|A10|B10|A9|A8)]
73 owl_does_attack A7 C12
#? [0]

loadsgf sgf/ld_heldout3/s05.sgf
# region 11 empty points; the farthest, D1, 6 steps from H3 over the region
# region, inside: J2 K2 L2 D1 E1 F1 G1 H1 J1 K1 L1 M1
# region, target stones: H3 J3 K3 L3 M3 H2 M2
74 owl_attack H3
#? [1 (H1|J1|K2|L1|M1)]
75 owl_defend H3
#? [1 K2]
76 owl_does_attack D1 H3
#? [0]

loadsgf sgf/ld_heldout3/s06.sgf
# region 12 empty points; the farthest, T12, 6 steps from R8 over the region
# a four-point eye space on the second line with the first line under it, and a three-
# point corridor (T5 T6 T7) at one side: Black's T12 at the other end, touching the
# wall, is one of seven kills; White lives only by a ko with threats (T9 or T12)
# region, inside: S9 S10 S11 S12 T5 T6 T7 T8 T9 T10 T11 T12
# region, target stones: R8 R9 R10 R11 R12 R13 S8 S13
77 owl_attack R8
#? [1 (T9|T10|S10|T11|S11|T12|S12)]
78 owl_defend R8
#? [3 (T9|T12)]
79 owl_does_attack T12 R8
#? [1]

loadsgf sgf/ld_heldout3/s07.sgf
# region 10 empty points; the farthest, G19, 7 steps from M17 over the region
# one eye point (L18) above the first line, corridors both ways along it: L19 under the
# eye point is the vital point for both sides
# region, inside: L18 P19 O19 N19 M19 L19 K19 J19 H19 G19
# region, target stones: M17 L17 K17 N18 M18 K18 J18
80 owl_attack M17
#? [1 L19]
81 owl_defend M17
#? [1 L19]
82 owl_does_attack G19 M17
#? [0]
83 dragon_status M17
#? [critical L19 L19]

loadsgf sgf/ld_heldout3/s09.sgf
# region 13 empty points; the farthest, A4, 11 steps from C13 over the region
# region, inside: B12 B11 B10 A13 A12 A11 A10 A9 A8 A7 A6 A5 A4
# region, target stones: C13 C12 C11 C10 C9 B13 B9
84 owl_attack C13
#? [1 (A13|A12|B11|A10)]
85 owl_defend C13
#? [1 B11]
86 owl_does_attack A4 C13
#? [0]

loadsgf sgf/ld_heldout3/s11.sgf
# region 12 empty points; the farthest, N1, 8 steps from H4 over the region
# region, inside: J3 H2 J2 K2 F1 G1 H1 J1 K1 L1 M1 N1
# region, target stones: H4 J4 K4 G3 H3 K3 L3 G2 L2
87 owl_attack H4
#? [1 J2]
88 owl_defend H4
#? [1 J2]
89 owl_does_attack N1 H4
#? [0]
90 dragon_status H4
#? [critical J2 J2]

loadsgf sgf/ld_heldout3/s12.sgf
# region 11 empty points; the farthest, T13, 7 steps from R8 over the region
# two separate eye spaces: alive
# region, inside: S9 S10 S12 T6 T7 T8 T9 T10 T11 T12 T13
# region, target stones: R8 R9 R10 R11 R12 R13 S8 S11 S13
91 owl_attack R8
#? [0]
92 owl_defend R8
#? [1 (T6|T7|T8|T9|S9|T10|S10|T11|T12|T13)]
93 owl_does_attack T13 R8
#? [0]
94 dragon_status R8
#? [alive]

loadsgf sgf/ld_heldout3/e02.sgf
# region 13 empty points; the farthest, N19, 9 steps from T16 over the region
# region, inside: T17 S17 R17 T18 S18 R18 T19 S19 R19 Q19 P19 O19 N19
# region, target stones: T16 S16 R16 Q16 Q17 Q18
95 owl_attack T16
#? [0]
96 owl_defend T16
#? [1 (T18|T17|S19|S18|S17|R19|R18|Q19|P19|O19|N19)]
97 owl_does_attack N19 T16
#? [0]
98 dragon_status T16
#? [alive]

loadsgf sgf/ld_heldout3/e03.sgf
# region 13 empty points; the farthest, A14, 8 steps from D19 over the region
# region, inside: C19 C18 C17 B19 B18 B17 B16 A19 A18 A17 A16 A15 A14
# region, target stones: D19 D18 D17 D16 C16 C15 B15
99 owl_attack D19
#? [0]
100 owl_defend D19
#? [1 (A19|B19|A18|B18|C18|A17|B17|C17|A16|B16|A15|A14)]
101 owl_does_attack A14 D19
#? [0]

loadsgf sgf/ld_heldout3/e05.sgf
# region 11 empty points; the farthest, T7, 8 steps from R1 over the region
# region, inside: S1 S2 S3 S4 T1 T2 T3 T4 T5 T6 T7
# region, target stones: R1 R2 R3 R4 R5 S5
102 owl_attack R1
#? [0]
103 owl_defend R1
#? [1 (T1|S1|T2|S2|T3|S3|T4|T5|T6|T7)]
104 owl_does_attack T7 R1
#? [0]
105 dragon_status R1
#? [alive]

loadsgf sgf/ld_heldout3/e06.sgf
# region 10 empty points; the farthest, N19, 8 steps from T17 over the region
# region, inside: T18 S18 R18 Q18 T19 S19 R19 Q19 P19 O19 N19
# region, target stones: T17 S17 R17 Q17 P17 P18
106 owl_attack T17
#? [1 (R18|Q19)]
107 owl_defend T17
#? [1 (R18|Q19)]
108 owl_does_attack N19 T17
#? [0]
109 dragon_status T17
#? [critical (R18|Q19) (R18|Q19)]

loadsgf sgf/ld_heldout3/e07.sgf
# region 10 empty points; the farthest, N1, 9 steps from T4 over the region
# region, inside: T3 S3 T2 S2 T1 S1 R1 Q1 P1 O1 N1
# region, target stones: T4 S4 R4 R3 R2
110 owl_attack T4
#? [1 (T1|T2|S1|S2|Q1)]
111 owl_defend T4
#? [3 S1]
112 owl_does_attack N1 T4
#? [2]

loadsgf sgf/ld_heldout3/e08.sgf
# region 11 empty points; the farthest, T6, 8 steps from Q1 over the region
# region, inside: R1 R2 R3 S1 S2 S3 T1 T2 T3 T4 T5 T6
# region, target stones: Q1 Q2 Q3 Q4 R4 S4
113 owl_attack Q1
#? [1 (T2|S3)]
114 owl_defend Q1
#? [1 S3]
115 owl_does_attack T6 Q1
#? [0]

loadsgf sgf/ld_heldout3/e12.sgf
# region 10 empty points; the farthest, A12, 9 steps from C19 over the region
# region, inside: B18 B17 A19 A18 A17 A16 A15 A14 A13 A12
# region, target stones: C19 C18 C17 C16 B19 B16
116 owl_attack C19
#? [2 A18]
117 owl_defend C19
#? [1 (A18|A17)]
118 owl_does_attack A12 C19
#? [0]

loadsgf sgf/ld_heldout3/e13.sgf
# region 10 empty points; the farthest, N19, 9 steps from T16 over the region
# region, inside: T17 T18 S18 T19 S19 R19 Q19 P19 O19 N19
# region, target stones: T16 S16 S17 R17 R18 Q18
119 owl_attack T16
#? [2 T18]
120 owl_defend T16
#? [1 (T18|S19|Q19)]
121 owl_does_attack N19 T16
#? [0]

loadsgf sgf/ld_heldout3/e15.sgf
# region 9 empty points; the farthest, T6, 7 steps from R1 over the region
# Black's stone inside (S3) and the corridor: S2 is vital for both; Black's T4 at the
# mouth also kills
# region, inside: S1 S2 S3 S4 T1 T2 T3 T4 T5 T6
# region, target stones: R1 R2 R3 R4 R5 S5
122 owl_attack R1
#? [1 (S2|T4)]
123 owl_defend R1
#? [1 S2]
124 owl_does_attack T6 R1
#? [0]
125 dragon_status R1
#? [critical (S2|T4) S2]

loadsgf sgf/ld_heldout3/e17.sgf
# region 10 empty points; the farthest, G1, 8 steps from A3 over the region
# Black's stone at the mouth (E1) is not joined to the wall; Black's D1, descending
# from it, is the only kill, and White lives at C1 or D1; Black's C1 gives only a ko
# and his G1 at the corridor's end only a ko with threats
# region, inside: A2 B2 C2 D2 A1 B1 C1 D1 E1 F1 G1
# region, target stones: A3 B3 C3 D3 E3 E2
126 owl_attack A3
#? [1 D1]
127 owl_defend A3
#? [1 (C1|D1)]
128 owl_does_attack G1 A3
#? [3]
129 owl_does_attack C1 A3
#? [2]
130 owl_does_defend F1 A3
#? [3]

loadsgf sgf/ld_heldout3/e14.sgf
# region 9 empty points; the farthest, A14, 8 steps from D19 over the region
# region, inside: C19 C18 B19 B18 A19 A18 A17 A16 A15 A14
# region, target stones: D19 D18 D17 C17 B17 B16
131 owl_attack D19
#? [0]
132 owl_defend D19
#? [1 (B19|C19|A18|B18|A16|A15|A14)]
133 owl_does_attack A14 D19
#? [0]
134 dragon_status D19
#? [alive]
