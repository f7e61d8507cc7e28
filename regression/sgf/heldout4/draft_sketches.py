# ---------------- Ladders (8) ----------------
prob("lad1", "ladder", 19, "B", "r1", "2-stone string, ladder to the corner with nothing in the way: works; the atari from the other side lets it out",
"""
12 K: X
11 J: X O X
10 J: X O .
""", [("attack", ["K10"], "1", ["K9"]), ("does_attack", ["L10", "K10"], "0", [])])
prob("lad2", "ladder", 19, "B", "ms", "same start as lad1, a breaker of the defender's colour on the path (P6): fails",
"""
12 K: X
11 J: X O X
10 J: X O .
 6 P: O
""", [("attack", ["K10"], "0", []), ("does_attack", ["K9", "K10"], "0", [])])
prob("lad3", "ladder", 13, "B", "r2", "ladder with an attacker stone on the path (K4) before a defender breaker (M2): works",
"""
 8 G: X X
 7 F: X O
 4 K: X
 2 M: O
""", [("attack", ["G7"], "1", ["G6"]), ("does_attack", ["H7", "G7"], "0", [])])
prob("lad4", "ladder", 19, "B", "r3", "lad1's ladder with a defender stone (P8) next to the path: its counter-atari on the chasing stone breaks it",
"""
12 K: X
11 J: X O X
10 J: X O .
 8 P: O
""", [("attack", ["K10"], "0", []), ("does_attack", ["K9", "K10"], "0", [])])
prob("lad5", "ladder", 19, "B", "r1s", "ladder that can be driven two ways: down-left runs into E5, so it must be turned up-right (K9)",
"""
11 K: X
10 J: X O
 9 L: X
 5 E: O
""", [("attack", ["K10"], "1", ["K9"]), ("does_attack", ["L10", "K10"], "0", [])])
prob("lad6", "ladder", 9, "B", "r1", "9x9 ladder to the edge, nothing in the way: works",
"""
 7 D: X X
 6 C: X O
""", [("attack", ["D6"], "1", ["D5"]), ("does_attack", ["E6", "D6"], "0", [])])
prob("lad7", "ladder", 9, "B", "ms", "9x9 ladder with a defender breaker (G3) on the path near the edge: fails",
"""
 7 D: X X
 6 C: X O
 3 G: O
""", [("attack", ["D6"], "0", [])])
prob("lad8", "ladder", 13, "B", "m", "13x13 ladder with a defender stone (L7) two lines off the path: no effect, works",
"""
 8 G: X X
 7 F: X O . . . O
""", [("attack", ["G7"], "1", ["G6"]), ("does_attack", ["H7", "G7"], "0", [])])
# ---------------- Nets (5) ----------------
prob("net1", "net", 19, "B", "r2", "geta at L9; both ladders run into O6",
"""
11 K: X X
10 J: X O
 9 J: X
 6 O: O
""", [("attack", ["K10"], "1", ["L9"]), ("does_attack", ["K9", "K10"], "0", [])])
prob("net2", "net", 9, "B", "r3s", "geta E4 on a 2-stone string; the ladders are broken by G2",
"""
 7 D: X
 6 C: X O X
 5 C: X O
 4 C: X
 2 G: O
""", [("attack", ["D5"], "1", ["E4"]), ("does_attack", ["D4", "D5"], "0", [])])
prob("net3", "net", 13, "B", "r1", "net1's shape with a defender stone at M10: the net and the ladders fail",
"""
11 K: X X
10 J: X O . O
 9 J: X
""", [("attack", ["K10"], "0", []), ("does_attack", ["L9", "K10"], "0", [])])
prob("net4", "net", 19, "B", "m", "geta M9 on a 2-stone string; both ladders run into P6/P5",
"""
11 K: X X X
10 J: X O O
 9 K: X
 6 P: O
 5 P: O
""", [("attack", ["K10"], "1", ["M9"]), ("does_attack", ["L9", "K10"], "0", [])])
prob("net5", "net", 9, "B", "r2s", "9x9 geta F4 on a single stone, ladders broken by G2-H2",
"""
 6 E: X X
 5 D: X O
 4 D: X
 2 G: O O
""", [("attack", ["E5"], "1", ["F4"]), ("does_attack", ["E4", "E5"], "0", [])])
# ---------------- Snapbacks (4) ----------------
prob("snap1", "snapback", 19, "B", "r2", "edge snapback: throw-in at E1 captures six; the atari at E2 lets them connect",
"""
 3 A: X X X X X X O
 2 A: X O O O . X O
 1 A: X O O O . O O
""", [("attack", ["B2"], "1", ["E1"]), ("does_attack", ["E2", "B2"], "0", [])])
prob("snap2", "snapback", 13, "B", "r3", "centre snapback: throw-in H7; the atari at H6 lets White connect; White to move connects at H7",
"""
 8 F: X X O
 7 E: X O O . O
 6 E: . X O . X
 5 G: X X
""", [("attack", ["F7"], "1", ["H7"]), ("does_attack", ["H6", "F7"], "0", []), ("does_defend", ["H7", "F7"], "1", [])])
prob("snap3", "snapback", 9, "B", "r1s", "snapback shape that fails: E2's neighbour E3 is the defender's, so the capture of the throw-in connects",
"""
 5 E: O
 4 E: O X
 3 A: X X X X O X O
 2 A: X O O O . X O
 1 A: X O O O . O O
""", [("attack", ["B2"], "0", []), ("does_attack", ["E1", "B2"], "0", [])])
prob("snap4", "snapback", 9, "B", "ms", "9x9 edge snapback on four stones at E1",
"""
 3 B: X X X X X O O
 2 B: X O O . X O
 1 B: X O O . O O
""", [("attack", ["C2"], "1", ["E1"]), ("does_attack", ["E2", "C2"], "0", [])])
# ---------------- Capturing races (7) ----------------
prob("race1", "race", 19, "B", "r1", "3 outside liberties each, no shared: the side to move wins",
"""
 4 B: O O O X X X
 3 B: O . X O . X
 2 B: O . X O . X
 1 B: O . X O . X
""", [("attack", ["E1"], "1", ["F1", "F2", "F3"]), ("attack", ["D1"], "1", ["C1", "C2", "C3"])])
prob("race2", "race", 13, "B", "r3s", "3 against 4 outside liberties: Black to move still loses",
"""
 5 C: O O X X X
 4 B: O O X O . X
 3 B: O . X O . X
 2 B: O . X O . X
 1 B: O . X O . X
""", [("attack", ["E1"], "0", []), ("defend", ["D1"], "0", [])])
prob("race3", "race", 9, "B", "r1", "2 outside + 1 shared each: fill outside, not the shared liberty",
"""
 4 B: O O O X X X X
 3 B: O . X O X X X
 2 B: O . X O O . X
 1 B: O O X . O . X
""", [("attack", ["E2"], "1", ["G1", "G2"]), ("does_attack", ["E1", "E2"], "0", []), ("attack", ["D1"], "1", ["C2", "C3"])])
prob("race4", "race", 13, "B", "m", "1 outside + 2 shared each, no eyes: seki, neither side can capture",
"""
 4 A: O O O O X X X
 3 A: O O X X O X X
 2 A: O O X . O X X
 1 A: O . X . O . X
""", [("attack", ["E1"], "0", []), ("does_attack", ["F1", "E1"], "0", [])])
prob("race5", "race", 19, "B", "r2", "eye (B1) + 2 shared against 3 outside liberties: the side to move wins",
"""
 5 A: O O O O
 4 A: O O O O X X X
 3 A: O O X X O . X
 2 A: X X X . O . X
 1 A: X . X . O . X
""", [("attack", ["E1"], "1", ["F1", "F2", "F3"]), ("attack", ["C1"], "1", ["D1", "D2"])])
prob("race6", "race", 13, "B", "r1s", "one eye each, 2 outside liberties each: the side to move wins",
"""
 5 A: O O O
 4 A: O O O . X X X
 3 A: . . O X X . X X
 2 A: X X X O O O . X
 1 A: X . X O . O X X
""", [("attack", ["D1"], "1", ["F3", "G2"]), ("attack", ["C1"], "1", ["A3", "B3"])])
prob("race7", "race", 19, "B", "r3", "2 outside + 1 shared against 3 outside + 1 shared: Black to move loses; White wins moving first",
"""
 4 B: O O O X X X X
 3 B: O . X O . X X
 2 B: O . X O O . X
 1 B: O O X . O . X
""", [("attack", ["E2"], "0", []), ("attack", ["D1"], "1", ["C2", "C3", "E1"])])
# ---------------- Escapes by capturing a cutting stone (4) ----------------
prob("esc1", "escape", 19, "B", "r1s", "three stones in atari on the edge: capture the 2-stone cutter at F1; extending to C1 is self-atari",
"""
 3 B: O O O X
 2 B: O X X O X
 1 B: . . X O .
""", [("defend", ["C2"], "1", ["F1"]), ("does_defend", ["C1", "C2"], "0", [])])
prob("esc2", "escape", 13, "B", "r2", "two stones in atari: capture the cutter M10 at M9; L9 is self-atari",
"""
11 K: O O X
10 J: O X X O X
 9 K: O . .
 8 L: O
""", [("defend", ["K10"], "1", ["M9"]), ("does_defend", ["L9", "K10"], "0", [])])
prob("esc3", "escape", 9, "B", "r3", "two stones in atari: capture the cutter F5 at F4; E4 is self-atari",
"""
 6 D: O O X
 5 C: O X X O X
 4 D: O . .
 3 E: O
""", [("defend", ["D5"], "1", ["F4"]), ("does_defend", ["E4", "D5"], "0", [])])
prob("esc4", "escape", 19, "B", "r2s", "corner: two stones in atari (A1 is suicide); capture the cutter C2 at C1",
"""
 3 A: O O X
 2 A: X X O X
 1 A: . O . X
""", [("defend", ["A2"], "1", ["C1"])])
# ---------------- Ko (5) ----------------
prob("ko1", "ko", 19, "B", "m", "K9 in atari lives only by taking the ko at L10",
"""
11 K: X O
10 J: X O . O
 9 J: O X O
 8 J: O . O
 7 K: O
""", [("defend", ["K9"], "2", ["L10"]), ("attack", ["K9"], "1", ["K8", "L10"])])
prob("ko2", "ko", 13, "B", "r1", "edge: White has just taken the ko at D2; Black needs a threat to retake, White connects",
"""
 3 A: X X X X X
 2 A: X X X . X O
 1 A: . O O X O O
""", [("attack", ["B1"], "3", ["D1"]), ("defend", ["B1"], "1", ["D1"])], moves=[("W", "D2")])
prob("ko3", "ko", 9, "B", "r3s", "edge: C1-D1 in atari live only by the ko capture at E2",
"""
 3 E: O O
 2 A: O O O O . O X
 1 A: O . X X O X X
""", [("defend", ["C1"], "2", ["E2"]), ("attack", ["C1"], "1", ["B1", "E2"])])
prob("ko4", "ko", 19, "B", "r1s", "ko3's shape with a liberty at C2 (C3 friendly): White's atari at C2 leaves Black the ko, so White must make a threat first",
"""
 3 C: X . O O
 2 A: O O . O . O X
 1 A: O . X X O X X
""", [("attack", ["C1"], "3", ["C2"])])
prob("ko5", "ko", 13, "B", "r2", "ko1's shape with a friendly stone at K7: extending at K8 saves without the ko",
"""
11 K: X O
10 J: X O . O
 9 J: O X O
 8 J: O . O
 7 K: X
""", [("defend", ["K9"], "1", ["K8"]), ("attack", ["K9"], "1", ["K8"])])
# ---------------- Shortage of liberties / connect-and-die (4) ----------------
prob("short1", "shortage", 19, "B", "r1", "connect-and-die: atari at H10; if White connects at L10 all five are in atari at O10",
"""
11 J: X X X X X
10 H: . O O . O O .
 9 J: X X X X X
""", [("attack", ["J10"], "1", ["H10"]), ("does_attack", ["O10", "J10"], "0", [])])
prob("short2", "shortage", 13, "B", "m", "two liberties, but each black atari is self-atari and White connects out: safe",
"""
 8 G: X X
 7 F: X O O X
 6 F: O . . O
 5 F: O O O O
""", [("attack", ["G7"], "0", []), ("does_attack", ["G6", "G7"], "0", [])])
prob("short3", "shortage", 9, "B", "r2s", "9x9 edge connect-and-die: atari at D3, connecting at E2 leaves one liberty (H2)",
"""
 3 E: X X X
 2 C: X O . O O .
 1 C: X O X X X X
""", [("attack", ["D1"], "1", ["D3"]), ("does_attack", ["H2", "D1"], "0", [])])
prob("short4", "shortage", 19, "B", "r2", "edge connect-and-die: F4 blocks; connecting at G2 leaves only J1",
"""
 3 E: X O X
 2 E: X O . X X
 1 E: X X O O . X
""", [("attack", ["F2"], "1", ["F4"]), ("does_attack", ["G2", "F2"], "0", [])])
# ---------------- Edge and corner (4) ----------------
prob("edge1", "edge", 19, "B", "r1s", "two stones on the second line under a wall: block at F2",
"""
 3 C: X X X X
 2 C: X O O .
""", [("attack", ["D2"], "1", ["F2"])])
prob("edge2", "edge", 13, "B", "m", "second-line stone: the atari at L2 drives it along the first line; K1 lets it out",
"""
 3 K: X
 2 H: X X O
""", [("attack", ["K2"], "1", ["L2"]), ("does_attack", ["K1", "K2"], "0", [])])
prob("edge3", "edge", 9, "B", "r1s", "corner: two stones with four liberties die once D2 blocks",
"""
 3 B: X X X
 2 B: O O
""", [("attack", ["B2"], "1", ["D2"])])
prob("edge4", "edge", 19, "B", "r3", "3-3 stone: atari from B3 drives it into the corner",
"""
 4 C: X
 3 C: O X
 2 D: X
""", [("attack", ["C3"], "1", ["B3"]), ("does_attack", ["C2", "C3"], "0", [])])
# ---------------- Weak-looking but safe / safe-looking but dead (4) ----------------
prob("look1", "weak-safe", 19, "B", "r1", "two liberties, both suicide points for Black: safe",
"""
13 K: O
12 J: O . O
11 J: X O X
10 J: X O X
 9 J: O . O
 8 K: O
""", [("attack", ["K10"], "0", [])])
prob("look2", "safe-dead", 13, "B", "r3s", "three liberties, two of them inside Black's wall: blocking G6 kills",
"""
 8 D: X X X X X X X
 7 D: X . O O O . X
 6 E: X X . X X
 5 G: O
 4 F: O O O
""", [("attack", ["F7"], "1", ["G6"])])
prob("look3", "weak-safe", 9, "B", "m", "two liberties but both ataris fail: the black stones around it are short of liberties",
"""
 6 D: O X O
 5 C: O X O
""", [("attack", ["E5"], "0", []), ("does_attack", ["E4", "E5"], "0", [])])
prob("look4", "safe-dead", 19, "B", "m", "three stones on the second line with four liberties: G2 blocks and they die",
"""
 3 C: X X X X X
 2 C: X O O O .
""", [("attack", ["D2"], "1", ["G2"])])
# Trimmed before any engine/solver run, to keep about 60 questions.
_cut = {"lad2": [1], "lad3": [1], "lad4": [1], "lad8": [1], "lad6": [1], "net2": [1], "net3": [1], "net4": [1], "net5": [1],
        "snap2": [1], "snap3": [1], "snap4": [1], "race1": [1], "race3": [2], "race4": [1], "race6": [1],
        "esc2": [1], "esc3": [1], "ko5": [1], "short2": [1], "short3": [1], "short4": [1], "edge4": [1], "look3": [1]}
for _p in P:
    for _i in sorted(_cut.get(_p["nm"], []), reverse=True):
        del _p["qs"][_i]
