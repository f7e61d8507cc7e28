# heldout3.tst -- the third held-out tactical suite of yomi.
#
# HELD-OUT RULE.  Every position here was composed for this batch and has never
# been used to tune either engine (yomi or GNU Go 3.8).  The composer did not
# look at the other held-out suites, the dev sets or the reader before
# composing.  Failures here are results, not regressions: make check skips this
# suite, make regress reports it without --strict.  Never change the reader to
# make a test here pass; a wrong test is corrected or dropped on the truth of
# the position, and the change is noted below.
#
# HOW IT WAS BUILT.  45 distinct problems (positions in sgf/heldout3/, made by
# ../tactics/make_sgf.py from sgf/heldout3/positions.txt), each in one
# orientation, board sizes 9x9 / 13x13 / 19x19 mixed, colour to move and
# orientation varied (each composed as a canonical sketch, turned, mirrored,
# colours swapped).
#  1. Hand-read draft of 45 positions and 58 questions, committed unchanged
#     before any engine or solver run: sgf/heldout3/expect-draft.txt.
#  2. The first check showed that the seven draft "races" were not capturing
#     races (the inner strings were not adjacent; see DROPS).  Seven
#     replacement races were composed and hand-read and committed in
#     sgf/heldout3/expect-draft-races.txt BEFORE any engine or solver was run
#     on them.
#  3. Truth: the hand reading; a brute-force capture search (go.py, wide
#     candidates to depth 12-16 with 4 liberties safe, and narrow ladder
#     search to depth 70 with 3 liberties safe for the ladders); both engines
#     at increase_depths x3 with a scan of every legal move within distance 4
#     of the string (trymove, the opposite question, popgo), and x4-x5 on the
#     moves in dispute, walking the lines with trymove/showboard where they
#     disagreed.  Default-depth answers were never used to decide truth.
#
# COUNTS BY KIND (problems / tests):
#   ladders 8 / 10 (lad1-lad8: no breaker, white breaker on the path, black
#     stone on the path before the breaker, stone next to the path whose
#     counter-atari breaks it, 9x9/13x13/19x19)
#   nets 5 / 8 (net1-net5; net2 and net4 fail to a counter-atari)
#   snapbacks 4 / 6 (snap1-snap4)
#   capturing races 7 / 10 (race1b-race7b: outside, shared and eye liberties)
#   escapes by capturing a cutting stone 4 / 5 (esc1-esc4)
#   ko 5 / 7 (ko1-ko5, codes 2 and 3)
#   shortage of liberties / connect-and-die 4 / 4 (sh1-sh4)
#   edge and corner 4 / 4 (edge1-edge4)
#   weak-looking safe / safe-looking dead 4 / 4 (wl1-wl4)
#   total 45 problems, 58 tests.
#
# CORRECTIONS OF THE DRAFT (final coordinates; truth as established above):
#   lad4 attack D16: draft 1 E16, truth 0.  The white stone K7 next to the
#     path makes black's atari stone short of liberties: white's extension
#     ataris it and the ladder breaks (ladder search, GNU Go and yomi at x3).
#   net3 attack J10: draft 1 H9 only; G8 G9 H8 H10 also capture (H10 ataris
#     and nets at G8 after J9 J8 H9; both engines at x5, solver on the net).
#   esc3 defend C16: D15 also defends (extension; solver and both engines).
#   ko1 attack B1: draft A1 only; C4 and E1 also capture (E1 connects the
#     cutting stone; C4 shortens D2-D4 so the ko cannot save it).
#   ko2 attack N2: N5 also captures (connects the cutting stone).
#   ko3 attack S19: code 3 with T18 and S17 as well as S18.
#   ko4 defend N12: N9 also defends outright.
#   ko5 attack A2: draft 3 B2, truth 1 A5 -- black captures outright, no ko.
#   sh1 attack B2: C1 also works (with B1 and F1).
#   sh2 attack M2: draft N7 only; M8 N2 N3 N4 also work.
#   edge2 attack M4: L5 and M6 also work (with M5).
#   edge4 attack B8: draft A6|A7; A7 (the C1 of the sketch) fails, A6 only.
#   race3b attack T16: draft 1 S15|T15, truth 0: the shared liberty R17 also
#     touches white's walls, white connects out there.
#
# DROPS AND REPLACEMENTS (with the engine whose DEFAULT answer would have
# passed the dropped question, so one can see the drops favour neither):
#   race1-race7 of the draft (9 questions): not capturing races -- the black
#     and white inner strings were not adjacent, several questions asked
#     attack on strings dead even if they move first, others were really
#     cut/connect questions through the gap.  Replaced by race1b-race7b
#     (addendum draft, step 2).  Default answers on the draft questions:
#     both engines pass 6, both fail 3 (race4 attack B9, race4 defend B13,
#     race5 attack P2: the draft was wrong there).
#   net1 attack E4 (draft 1 F5) replaced by does_attack F5 E4 (1): whether
#     F6 and G5 also capture could not be settled (GNU Go at x5 defends with
#     F4, yomi says no).  Both engines' default answers passed the draft
#     question.
#   net5 attack D5 (draft 1 E6) replaced by does_attack E6 D5 (1), and net5
#     does_attack D6 D5 (draft 0) dropped: after white D6 the fight ends in
#     a ko (GNU Go at x3-x5) or in an outright capture (yomi); we could not
#     settle which.  GNU Go's default answers passed both draft questions,
#     yomi's failed both (it answers attack D5 with D6 and does_attack D6 with
#     1): these two drops favour yomi.
#   edge1 attack C2 (draft 1 E2) replaced by defend C2 (0): white C2-D2 is
#     dead even if it moves first (both engines at x5; every black move
#     "attacks"), so the attack question was not allowed.  Both engines'
#     default answers passed the draft question.
#
# SIDE BY SIDE, default settings, from this worktree:
#   ./yomi-regress --compare "/usr/games/gnugo --mode gtp --quiet" regression/heldout3.tst
#   yomi:       55/58 passed; fails 3 (lad2), 5 (lad4), 9 (lad7) -- it reads
#               all three broken ladders as working; 42/45 problems solved.
#   GNU Go 3.8: 57/58 passed; fails 54 (edge4: answers 0, A6 captures);
#               44/45 problems solved.
#   On this batch yomi does NOT solve at least as many problems as GNU Go.
#   (yomi built from main at ce2a536; again at b7e09dc, after the selfplay
#   round whose reader changes were made without looking at this suite: the
#   same 55/58 and the same three failures.)
#   After the ladder work (main at 48ef28e: wall ataris after a net and
#   chaser ataris, made on the ladder dev sets ladders.tst and
#   regression/tools/ladder_sweep.py without looking at this suite):
#   yomi 58/58, 45/45 problems; GNU Go 57/58, 44/45.  Those dev sets were
#   made because this batch (and heldout2) showed the ladder weakness, so
#   for ladders this batch is no longer blind; regression/heldout4.tst is
#   the blind measurement after that work.

loadsgf sgf/heldout3/lad1.sgf
1 attack D4
#? [1 D5]
2 does_attack E4 D4
#? [0]

loadsgf sgf/heldout3/lad2.sgf
3 attack Q4
#? [0]

loadsgf sgf/heldout3/lad3.sgf
4 attack D16
#? [1 D15]

loadsgf sgf/heldout3/lad4.sgf
5 attack D16
#? [0]

loadsgf sgf/heldout3/lad5.sgf
6 attack K4
#? [1 K5]

loadsgf sgf/heldout3/lad6.sgf
7 attack F4
#? [0]
8 does_attack E4 F4
#? [0]

loadsgf sgf/heldout3/lad7.sgf
9 attack K10
#? [0]

loadsgf sgf/heldout3/lad8.sgf
10 attack F6
#? [1 E6]

loadsgf sgf/heldout3/net1.sgf
11 does_attack F5 E4
#? [1]
12 does_attack E5 E4
#? [0]

loadsgf sgf/heldout3/net2.sgf
13 attack K5
#? [0]
14 does_attack J6 K5
#? [0]

loadsgf sgf/heldout3/net3.sgf
15 attack J10
#? [1 (G8|G9|H10|H8|H9)]

loadsgf sgf/heldout3/net4.sgf
16 attack Q15
#? [0]
17 does_attack P14 Q15
#? [0]

loadsgf sgf/heldout3/net5.sgf
18 does_attack E6 D5
#? [1]

loadsgf sgf/heldout3/snap1.sgf
19 attack C2
#? [1 (D1|E1)]
20 does_attack D1 C2
#? [1]

loadsgf sgf/heldout3/snap2.sgf
21 attack B4
#? [1 (A5|A6)]

loadsgf sgf/heldout3/snap3.sgf
22 attack R18
#? [0]
23 does_attack Q19 R18
#? [0]

loadsgf sgf/heldout3/snap4.sgf
24 defend M10
#? [0]

loadsgf sgf/heldout3/race1b.sgf
25 attack A4
#? [1 (A5|B5)]
26 attack A3
#? [1 (A2|B2)]

loadsgf sgf/heldout3/race2b.sgf
27 attack K13
#? [0]
28 defend L13
#? [0]

loadsgf sgf/heldout3/race3b.sgf
29 attack T16
#? [0]
30 does_attack R17 T16
#? [0]

loadsgf sgf/heldout3/race4b.sgf
31 attack C1
#? [0]

loadsgf sgf/heldout3/race5b.sgf
32 attack T3
#? [1 (R2|S2|T2)]

loadsgf sgf/heldout3/race6b.sgf
33 attack C19
#? [0]

loadsgf sgf/heldout3/race7b.sgf
34 attack A10
#? [0]

loadsgf sgf/heldout3/esc1.sgf
35 defend C5
#? [1 E4]

loadsgf sgf/heldout3/esc2.sgf
36 defend J4
#? [1 G4]
37 does_defend K5 J4
#? [0]

loadsgf sgf/heldout3/esc3.sgf
38 defend C16
#? [1 (D15|E15)]

loadsgf sgf/heldout3/esc4.sgf
39 defend E17
#? [1 E13]

loadsgf sgf/heldout3/ko1.sgf
40 defend B1
#? [2 E1]
41 attack B1
#? [1 (A1|C4|E1)]

loadsgf sgf/heldout3/ko2.sgf
42 defend N2
#? [3 N5]
43 attack N2
#? [1 (N1|N5)]

loadsgf sgf/heldout3/ko3.sgf
44 attack S19
#? [3 (S17|S18|T18)]

loadsgf sgf/heldout3/ko4.sgf
45 defend N12
#? [1 (L11|N9)]

loadsgf sgf/heldout3/ko5.sgf
46 attack A2
#? [1 A5]

loadsgf sgf/heldout3/sh1.sgf
47 attack B2
#? [1 (B1|C1|F1)]

loadsgf sgf/heldout3/sh2.sgf
48 attack M2
#? [1 (M8|N2|N3|N4|N7)]

loadsgf sgf/heldout3/sh3.sgf
49 attack B9
#? [0]

loadsgf sgf/heldout3/sh4.sgf
50 defend B12
#? [0]

loadsgf sgf/heldout3/edge1.sgf
51 defend C2
#? [0]

loadsgf sgf/heldout3/edge2.sgf
52 attack M4
#? [1 (L5|M5|M6)]

loadsgf sgf/heldout3/edge3.sgf
53 attack D18
#? [0]

loadsgf sgf/heldout3/edge4.sgf
54 attack B8
#? [1 A6]

loadsgf sgf/heldout3/wl1.sgf
55 attack D4
#? [0]

loadsgf sgf/heldout3/wl2.sgf
56 defend F5
#? [0]

loadsgf sgf/heldout3/wl3.sgf
57 attack Q16
#? [0]

loadsgf sgf/heldout3/wl4.sgf
58 defend M11
#? [0]
