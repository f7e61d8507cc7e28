# heldout5.tst - the fifth held-out tactical batch (positions in sgf/heldout5/)
#
# HELD OUT: every position here was composed for this batch and has never
# been used to tune yomi.  Never change the reader to make a test here pass;
# a wrong test is corrected or dropped on the truth of the position, and the
# change is noted here.
#
# How it was built
# - 45 problems composed by hand for this batch (none copied from GNU Go's
#   suites), sketched in a canonical frame in sgf/heldout5/sketches.txt and
#   turned, mirrored or colour-swapped by sgf/heldout5/sketch.py, which writes
#   positions.txt (built into NAME.sgf by sgf/tactics/make_sgf.py) and
#   expect-draft.txt.
# - The hand-read draft (positions, SGFs, expect-draft.txt with every
#   question and its expected answer) was committed before any engine or
#   solver was run on the positions: commit ae918dc "heldout5: hand-read
#   draft of 45 new tactical problems ... before any engine or solver was run
#   on them".
# - Truth was then settled with
#   * a brute-force capture solver written for the purpose (not committed):
#     wide candidates (liberties of the string and of adjacent strings with
#     four liberties or fewer, second-order liberties, liberties of short
#     strings next to those), depth 12-14, five liberties counted safe, the
#     defender allowed to pass; a narrow ladder search to depth 80 with three
#     liberties safe; a ladder-and-net search (the attacker may also play
#     second-order liberties) to depth 30 with four liberties safe; ko codes
#     from three runs: the reader forbidden ko captures (1), both sides free
#     with the basic ko rule and no threats (2), the reader given one ko
#     threat (3); every first move within distance 3 was tried for the lists;
#   * GNU Go 3.8 with increase_depths x3 and x5, and for the move lists
#     trymove + the opposite question + popgo on every empty point within
#     distance 3 of the string;
#   * yomi with increase_depths x4, as one more opinion only;
#   * reading the disputed lines by hand with play/showboard.
#   Where GNU Go's trymove lists named extra moves that the solver refuted
#   (ws2 C14 and D13; sh2 J8, J9, J11, K12, M9; race6 attack A2), the
#   solver and the hand reading were followed.
# - No problem was replaced.  Corrections, re-asked and dropped questions
#   are noted at each test below.  The draft was wrong on lad2 (the breaker
#   does not help: B nets after the first atari), lad8 (the counter-atari
#   is real, but a net after the first atari captures), lad7 (a scattered
#   white stone puts a chasing stone in atari, the ladder fails) and
#   race2 (the white string is dead whoever moves first: re-asked as
#   defend -> 0).
#   Move lists were completed on net1, net2, net3, net5, race6 (one move
#   removed, one added), esc1, ko1-ko4, sh2, edge1, edge3.  Re-asked as
#   does_attack of the settled move because another first move could not be
#   settled: lad2 (net D16), lad3 (net K4), lad6 (G4), lad8.  Dropped as
#   ill-posed (the complete list of first moves could not be settled, or
#   the answer hangs on ko conventions): lad6 defend (a dozen ladder
#   breakers defend), race2 attack, sh1 attack, sh3 defend D1 (captured
#   by a ko capture).
#   Secondary "wrong-side atari" does_attack checks were trimmed to keep the
#   batch near 60 tests; no question was changed or dropped because an
#   engine answered it wrongly.
#
# Counts (problems / tests): ladders 8/10, nets 5/6, snapbacks 4/8,
# capturing races 7/14 (outside, shared and eye liberties, a seki, inner
# strings adjacent), escapes by capturing a cutting stone 4/6, ko 5/10,
# shortage of liberties / connect-and-die 4/7, edge and corner 4/6,
# weak-looking safe / safe-looking dead 4/5: 45 problems, 72 tests.
# Boards 9x9 (11 problems), 13x13 (15), 19x19 (19); both colours to move.
# Expected codes: 0 x27, 1 x40, 2 x3, 3 x2.
# Codes: 0 fails, 1 wins, 2 wins if the reader takes the ko first (KO_A),
# 3 wins only with a ko threat (KO_B); with code 1 the pattern lists every
# correct first move.  does_defend yes would print 3 in GNU Go 3.8; the
# does_defend tests here all expect 0.
#
# Measured (default depths):
#   GNU Go 3.8 (Debian gnugo, --mode gtp --quiet): 71/72; it fails 32
#     (race4 defend B1: it answers 0, though its own trymove check finds
#     that C5, A6 and B6 defend).
#   yomi (main at 7badf47, reader of 7c9fbc3, frozen before the batch was
#     delivered; first and only run of yomi at default depth on this suite:
#     ./yomi-regress --compare "/usr/games/gnugo --mode gtp --quiet"
#     regression/heldout5.tst): 70/72.  It fails 9 (lad7 attack D10: 1 D9;
#     in the chase, after D9 E10 F10 E9 E8 F9 F8 G9 G8 G10 H11 F11 G11,
#     stack depth 13, the defender's F12 (GNU Go x3) or C9 (yomi x4) is
#     not tried -- the class of ladder_sweep.py's remaining misreads) and
#     38 (race7 attack L2: 1 N3; after N3 the defender need not move at
#     all -- yomi's own defend then says 1 PASS -- or plays H2 from
#     outside, but below the root the null move is cut for short strings
#     and H2 is not generated).
# Distinct problems solved (every question passes): yomi 43/45 (not lad7,
#   race7); GNU Go 44/45 (not race4).

########## Ladders ##########

loadsgf sgf/heldout5/lad1.sgf
# plain ladder from the corner across the board, no breaker
1 attack Q4
#? [1 Q5]

loadsgf sgf/heldout5/lad2.sgf
# the ladder atari, with a defender stone (L9) on the diagonal
# (corrected from 0: after C16 D17 the net E16 captures (near the edge); the
#   breaker does not help)
2 does_attack C16 C17
#? [1]

loadsgf sgf/heldout5/lad3.sgf
# the ladder atari: the attacker stone on the path catches it before the
#   breaker
# (re-asked from attack L3 (draft 1 L4))
3 does_attack L4 L3
#? [1]
# atari from the other side
4 does_attack K3 L3
#? [0]

loadsgf sgf/heldout5/lad4.sgf
# stone next to the path: the extension to L12 ataris the chasing stone L13
#   (counter-atari)
5 attack Q16
#? [0]

loadsgf sgf/heldout5/lad5.sgf
# turn the ladder towards the edge; the other direction meets a breaker
6 attack D4
#? [1 E5]

loadsgf sgf/heldout5/lad6.sgf
# the ladder atari from the second line across the 9x9 board
# (re-asked from attack G2 (draft 1 G3))
7 does_attack G3 G2
#? [1]
# wrong atari
8 does_attack F2 G2
#? [0]

loadsgf sgf/heldout5/lad7.sgf
# ladder through scattered stones of both colours
# (corrected from 1: the white stone F6 also touches the chasing stone G6;
#   the extension to H6 leaves G6 one liberty (G5) and the ladder breaks)
9 attack D10
#? [0]

loadsgf sgf/heldout5/lad8.sgf
# ladder from the second line with a black stone (J11) next to the path
# (corrected from 0 (draft: attack D18 => 0): the counter-atari at J12 is
#   real, but after D17 E18 the net F17 captures (solver depth 14 from
#   there; GNU Go agrees); re-asked as does_attack because other first moves
#   could not be settled)
10 does_attack D17 D18
#? [1]

########## Nets ##########

loadsgf sgf/heldout5/net1.sgf
# net (geta); both ladders meet K10
# (E14 and F15 added: looser nets (solver depth 14 after both extensions;
#   GNU Go agrees))
11 attack D16
#? [1 (E15|E14|F15)]

loadsgf sgf/heldout5/net2.sgf
# net against a two-stone string; ladders meet D9
# (H6 added: the looser net also works (solver lines after both extensions;
#   GNU Go agrees))
12 attack K4
#? [1 (H5|H6)]

loadsgf sgf/heldout5/net3.sgf
# net near the edge of 9x9, ladders meet C3
# (G6, E6, F5, F7 added (solver depth 14, GNU Go agrees))
13 attack G7
#? [1 (F6|G6|E6|F5|F7)]

loadsgf sgf/heldout5/net4.sgf
# the net fails: the wall R4-R5 is short of liberties (W Q5 ataris it)
14 attack Q4
#? [0]
# the net move itself
15 does_attack P5 Q4
#? [0]

loadsgf sgf/heldout5/net5.sgf
# no breaker: net and both ladders work
# (F9 and E8 added: looser nets (solver depth 14 after the extensions,
#   ladder-and-net solver; GNU Go agrees))
16 attack D10
#? [1 (E9|D9|E10|F9|E8)]

########## Snapbacks ##########

loadsgf sgf/heldout5/snap1.sgf
# snapback at Q1; P1 lets the defender connect at Q1
17 attack Q2
#? [1 Q1]
# connect to the corner group
18 defend Q2
#? [1 Q1]
# direct atari fails
19 does_attack P1 Q2
#? [0]

loadsgf sgf/heldout5/snap2.sgf
# snapback in the open; F7 lets W connect
20 attack G6
#? [1 F6]

loadsgf sgf/heldout5/snap3.sgf
# the throw-in fails: capturing it also captures F9-F8 (short of liberties)
21 attack D8
#? [0]

loadsgf sgf/heldout5/snap4.sgf
# throw-in at T17 on the edge, T18 lets W connect
22 attack S17
#? [1 T17]
# connect, or atari T19-S19 first
23 defend S17
#? [1 (T17|R19)]
# W T18 is captured by the throw-in
24 does_defend T18 S17
#? [0]

########## Capturing races ##########

loadsgf sgf/heldout5/race1.sgf
# 3 v 3 outside liberties, no shared: first to move wins
25 attack C2
#? [1 (B1|B2|B3)]
26 defend C2
#? [1 (E1|E2|E3)]

loadsgf sgf/heldout5/race2.sgf
# 2 outside + 1 shared each, but the capture leaves too little room
# (re-asked/corrected from 1: W wins the race but the four captured stones
#   leave it two liberties and B ataris again)
27 defend L13
#? [0]

loadsgf sgf/heldout5/race3.sgf
# seki: W has 1 outside + 2 shared, B only 2 shared
28 attack C9
#? [0]
# W fills a shared liberty first and wins
29 attack E9
#? [1 (D9|D8)]
# B fills W's outside liberty: seki
30 defend E9
#? [1 B9]

loadsgf sgf/heldout5/race4.sgf
# the string has an eye (A1) + 1 outside + 1 shared liberty; the other has 3
#   outside + the shared one
31 attack B1
#? [1 (C1|A4)]
32 defend B1
#? [1 (C5|A6|B6)]

loadsgf sgf/heldout5/race5.sgf
# 4 outside liberties against 3: the string wins even when the attacker
#   starts
33 attack R1
#? [0]
# the inner black string is dead
34 defend Q1
#? [0]

loadsgf sgf/heldout5/race6.sgf
# 3 outside + 1 shared each: first to move wins
# (A2 removed: W answers A2 by B2 and the lone stone costs B a tempo (solver
#   depth 14))
35 attack A3
#? [1 (B2|C2)]
# (A2 added (solver depth 14))
36 defend A3
#? [1 (A2|A6|B6|C6)]

loadsgf sgf/heldout5/race7.sgf
# eye (N1) with 2 shared liberties beats no eye
37 defend J2
#? [0]
# W cannot kill the black string with the eye even moving first
38 attack L2
#? [0]

########## Escapes by capturing a cutting stone ##########

loadsgf sgf/heldout5/esc1.sgf
# capture the cutting stone E18
39 defend C18
#? [1 E19]
# B to move captures first
# (E19 added: saving the cutter also keeps W in atari)
40 attack C18
#? [1 (D19|E19)]

loadsgf sgf/heldout5/esc2.sgf
# capture F4-F5; capturing D5 at D4 is a snapback
41 defend E5
#? [1 F3]
# the wrong capture
42 does_defend D4 E5
#? [0]

loadsgf sgf/heldout5/esc3.sgf
# the attacker must first save its cutting stone E2; the defender then
#   ataris it from D1 and wins the race
43 attack G2
#? [0]

loadsgf sgf/heldout5/esc4.sgf
# the only capture (D4) is a snapback; no other escape
44 defend E5
#? [0]

########## Ko ##########

loadsgf sgf/heldout5/ko1.sgf
# W captures P2 in a ko; extending at R1 fails
45 defend R2
#? [2 P1]
# B captures at once
# (P1 added: saving the cutter leaves W in atari)
46 attack R2
#? [1 (R1|P1)]

loadsgf sgf/heldout5/ko2.sgf
# W just retook the ko: B needs a threat before E13
47 defend C12
#? [3 E13]
# direct capture
# (E13 added)
48 attack C12
#? [1 (C13|E13)]

loadsgf sgf/heldout5/ko3.sgf
# B retakes the ko (no ban in a fresh position) and then captures at G1
49 attack G2
#? [2 E2]
# connect the ko
# (G1 added: capturing the black stone also gives W liberties)
50 defend G2
#? [1 (E2|G1)]

loadsgf sgf/heldout5/ko4.sgf
# W just took the ko: B needs a threat before retaking
51 attack B3
#? [3 B5]
# (A3 added: capturing the black stone)
52 defend B3
#? [1 (B5|A3)]

loadsgf sgf/heldout5/ko5.sgf
# the stone is captured by a ko capture
53 attack D12
#? [2 E12]
# connect, or capture D13
54 defend D12
#? [1 (E12|C13)]

########## Shortage of liberties / connect and die ##########

loadsgf sgf/heldout5/sh1.sgf
# connecting at E6 leaves one liberty (connect and die)
55 defend F6
#? [0]
# connect and die
56 does_defend E6 F6
#? [0]

loadsgf sgf/heldout5/sh2.sgf
# both connections (J9, J8) then leave one liberty
# (M10 and L11 added (solver depth 14))
57 attack K8
#? [1 (K10|L10|M10|K11|L11)]
# escape first; L10 or K11 are blocked at K10
58 defend K8
#? [1 K10]

loadsgf sgf/heldout5/sh3.sgf
# connecting at C1 leaves only A1 (connect and die)
59 defend B2
#? [0]

loadsgf sgf/heldout5/sh4.sgf
# B must not start with J1; H1 works by shortage
60 attack G2
#? [1 (J2|H1)]
61 defend G2
#? [1 (E2|E3)]

########## Edge and corner ##########

loadsgf sgf/heldout5/edge1.sgf
# push towards the edge; C13 lets it out
# (E12 and D11 added (solver; GNU Go agrees))
62 attack C12
#? [1 (D12|E12|D11)]

loadsgf sgf/heldout5/edge2.sgf
# block on the second line
63 attack R18
#? [1 P18]

loadsgf sgf/heldout5/edge3.sgf
# connect underneath along the first line
64 defend G2
#? [1 E1]
# (H1 added: it prepares a snapback at G1)
65 attack G2
#? [1 (E1|F1|G1|H1)]

loadsgf sgf/heldout5/edge4.sgf
# the block at H12 is cut off and captured (B G12)
66 attack L12
#? [0]
67 does_attack H12 L12
#? [0]

########## Weak-looking safe / safe-looking dead ##########

loadsgf sgf/heldout5/ws1.sgf
# the ladder atari at D15 is self-atari; E16 lets it connect
68 attack D16
#? [0]
69 does_attack D15 D16
#? [0]

loadsgf sgf/heldout5/ws2.sgf
# three liberties but the hane leaves a ladder/net
70 attack D16
#? [1 D14]

loadsgf sgf/heldout5/ws3.sgf
# the ws2 shape without C8: after F10 the extension to D9 gets out
71 attack D10
#? [0]

loadsgf sgf/heldout5/ws4.sgf
# looks short of liberties, but every atari is self-atari
72 attack D4
#? [0]

