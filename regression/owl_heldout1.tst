# owl_heldout1.tst: the first held-out batch of life-and-death (owl) problems.
#
# DRAFT: answers read by hand, before any engine ran a reading question on the positions
# (the SGFs were only loaded and shown).  Header to be completed when the truth is settled.

loadsgf sgf/owl_heldout1/bent3c.sgf
# bent three in the corner (T19, S19, T18) inside a thick wall: T19 is the vital point for both
1 dragon_status S18
#? [critical T19 T19]
2 owl_attack S18
#? [1 T19]
3 owl_defend S18
#? [1 T19]

loadsgf sgf/owl_heldout1/str3s.sgf
# straight three on the side (H1, J1, K1): J1 for both; Black's H1 is captured at J1
4 dragon_status G2
#? [critical J1 J1]
5 owl_does_attack H1 G2
#? [0]

loadsgf sgf/owl_heldout1/pyr4s.sgf
# pyramid four on the side (T8, T9, T10, S9): T9 for both; White's S9 leaves straight three
6 owl_attack S8
#? [1 T9]
7 owl_defend S8
#? [1 T9]
8 owl_does_defend S9 S8
#? [0]

loadsgf sgf/owl_heldout1/bulky5s.sgf
# bulky five on the side (square A12 A11 B12 B11 and A10): Black kills only at A11; White lives at
# A11, or at A12 or B11, each leaving a bent four (B12-B11-A11-A10, B12-A12-A11-A10) that is alive
9 owl_attack B13
#? [1 A11]
10 owl_defend B13
#? [1 (A11|A12|B11)]
11 owl_does_defend B12 B13
#? [0]

loadsgf sgf/owl_heldout1/rab6s.sgf
# rabbity six on the side (M19, L19, M18, L18, K18, L17): L18, touching four points, for both
12 owl_attack N18
#? [1 L18]
13 owl_defend N18
#? [1 L18]

loadsgf sgf/owl_heldout1/str4s.sgf
# straight four on the side (A12 to A9): alive, Black first or not
14 owl_attack B13
#? [0]
15 dragon_status B13
#? [alive]

loadsgf sgf/owl_heldout1/sq4c.sgf
# square four in the corner (T1, S1, T2, S2): dead whoever moves
16 owl_defend R2
#? [0]
17 dragon_status R2
#? [dead]

loadsgf sgf/owl_heldout1/twoeyes.sgf
# two separate real eyes (T1, S3): alive
18 owl_attack S2
#? [0]
19 dragon_status S2
#? [alive]

loadsgf sgf/owl_heldout1/falseeye.sgf
# one real eye at R19; O19 is false (N18 Black, N19-M19 hang on O19): dead whoever moves
20 owl_defend S18
#? [0]
21 dragon_status S18
#? [dead]

loadsgf sgf/owl_heldout1/capcut.sgf
# the two halves (eyes A17, A13) are cut by Black's A15, in atari: White captures at B15 and
# lives with three eyes; Black's B15 joins the wall and both halves die
22 owl_attack B17
#? [1 B15]
23 owl_defend B13
#? [1 B15]

loadsgf sgf/owl_heldout1/edgeeye.sgf
# one eye at R1; the second can only be made on the edge at N1 (O1 then a real eye); Black's
# N1 joins M1 and leaves White one liberty outside R1; Black's O1 is captured at N1
24 owl_attack S2
#? [1 N1]
25 owl_defend S2
#? [1 N1]
26 owl_does_defend O1 S2
#? [0]

loadsgf sgf/owl_heldout1/str3k.sgf
# straight three with Black already on its vital point T9 (shared liberties T8, T10): dead;
# White's T8 or T10 is self-atari
27 owl_defend S7
#? [0]
28 dragon_status S7
#? [dead]

loadsgf sgf/owl_heldout1/bent4s.sgf
# bent four on the side (H1, J1, K1, K2): J1 and K1 are miai, alive
29 owl_attack H2
#? [0]
30 owl_does_attack J1 H2
#? [0]

loadsgf sgf/owl_heldout1/str3c.sgf
# straight three in the corner (T1, T2, T3): T2 for both; Black's T1 is captured at T2
31 dragon_status S2
#? [critical T2 T2]
32 owl_does_attack T1 S2
#? [0]

loadsgf sgf/owl_heldout1/cross5s.sgf
# crossed five on the side (B11 and its four neighbours): B11 for both
33 dragon_status B13
#? [critical B11 B11]
34 owl_does_defend B12 B13
#? [0]

loadsgf sgf/owl_heldout1/rect6s.sgf
# rectangular six on the side (M1-K2): alive, Black first or not
35 owl_attack N2
#? [0]
36 dragon_status N2
#? [alive]

loadsgf sgf/owl_heldout1/openside.sgf
# three White stones on the third line between lone Black stones at R6 and R14, the centre
# open: alive (room to make a base and to run)
37 owl_attack R10
#? [0]
38 dragon_status R10
#? [alive]

loadsgf sgf/owl_heldout1/enclosed.sgf
# two White stones on the second line walled in, the first line below them (N19-K19) open
# but bounded by Black O19, J19 and Black N18, K18: dead whoever moves
39 owl_defend M18
#? [0]
40 dragon_status M18
#? [dead]

loadsgf sgf/owl_heldout1/ctrrect6.sgf
# a centre group ringed by a thick Black ring, inner space a 2x3 rectangle (K10-M11): alive
41 owl_attack J10
#? [0]
42 dragon_status J10
#? [alive]

loadsgf sgf/owl_heldout1/ctrstr3.sgf
# a centre group ringed by Black with straight three inside (K10, K11, K12): K11 for both
43 dragon_status K9
#? [critical K11 K11]
44 owl_attack K9
#? [1 K11]

loadsgf sgf/owl_heldout1/falsecrit.sgf
# one real eye at R1; N1 is real only if White holds M2 (M1 otherwise hangs on N1): M2 for
# both
45 owl_attack S2
#? [1 M2]
46 owl_defend S2
#? [1 M2]
47 owl_does_defend N1 S2
#? [0]

loadsgf sgf/owl_heldout1/eyebent3.sgf
# one eye at R19 and a bent three (M18, M19, L19) elsewhere: alive even if Black takes M19
48 owl_attack S18
#? [0]
49 owl_does_attack M19 S18
#? [0]

loadsgf sgf/owl_heldout1/pyr4c.sgf
# pyramid four in the corner (A19, A18, A17, B18): A18 for both
50 dragon_status B17
#? [critical A18 A18]
51 owl_does_attack B18 B17
#? [0]

loadsgf sgf/owl_heldout1/bent3s.sgf
# bent three on the side (H1, J1, J2): J1 for both
52 owl_attack G2
#? [1 J1]
53 owl_defend G2
#? [1 J1]

loadsgf sgf/owl_heldout1/cap2alive.sgf
# one eye at T3; Black's T6-T7 inside, one liberty T8, cannot be saved (Black's T8 is
# suicide): White captures when it likes and is alive
54 owl_attack S2
#? [0]
55 dragon_status S2
#? [alive]

loadsgf sgf/owl_heldout1/bent3stone.sgf
# bent three (A12, A11, B11) with a Black stone on A12 (liberty A11): White's A11 captures and
# lives; Black's A11 joins it and White's capture leaves one two-point eye
56 owl_attack B13
#? [1 A11]
57 owl_defend B13
#? [1 A11]

loadsgf sgf/owl_heldout1/ctropen.sgf
# a White centre group with loose Black stones at a distance: alive
58 owl_attack K10
#? [0]
59 dragon_status K10
#? [alive]

loadsgf sgf/owl_heldout1/str3w.sgf
# straight three with White on its vital point L19 (eyes M19, K19): alive
60 owl_attack N18
#? [0]
61 dragon_status N18
#? [alive]

loadsgf sgf/owl_heldout1/pyr4k.sgf
# pyramid four with Black already on its vital point A11: dead whoever moves
62 owl_defend B12
#? [0]
63 dragon_status B12
#? [dead]
