# ---- Addendum (replacements for ko3, edge1-edge4 and look4, which turned out broken or ill-posed) ----
prob("ko3b", "ko", 9, "B", "r1", "replaces ko3: the same edge ko with Black's outside group (F1-G1-G2) made strong, so the ko decides",
"""
 4 E: O O
 3 E: O O X
 2 A: O O O O . O X X
 1 A: O . X X O X X X
""", [("defend", ["C1"], "2", ["E2"]), ("attack", ["C1"], "1", ["B1", "E2"])])
prob("edgeA", "edge", 19, "B", "r2s", "second-line stone E2 next to its group (G2-G3-G4): block at F2; the atari from the first line (E1) lets it connect",
"""
 4 G: O
 3 D: X X . O
 2 D: X O . O O
""", [("attack", ["E2"], "1", ["F2"]), ("does_attack", ["E1", "E2"], "0", [])])
prob("edgeB", "edge", 13, "B", "m", "second-line stone E2 looks cut off, but both white ataris (F2, E1) are self-ataris next to Black's F1-G1-G2: safe",
"""
 3 D: O O
 2 C: O O X . X
 1 F: X X
""", [("attack", ["E2"], "0", []), ("does_attack", ["F2", "E2"], "0", [])])
prob("edgeC", "edge", 9, "B", "r2s", "corner: two stones on the second line connect to D2-D4 unless Black blocks at C2",
"""
 4 A: X X X O
 3 A: X X X O
 2 A: O O . O
""", [("attack", ["A2"], "1", ["C2"])])
prob("edgeD", "edge", 13, "B", "r1", "second-line stone D2: connects to F1-F3 at E2 or underneath (E1, D1); White to move blocks at E2",
"""
 3 D: O O X
 2 C: O X . X
 1 F: X
""", [("defend", ["D2"], "1", ["E2", "E1", "D1"]), ("attack", ["D2"], "1", ["E2"])])
prob("look4b", "weak-safe", 19, "B", "r3s", "replaces look4: two liberties, but K11 is in atari: every black atari lets White capture K11 or connect",
"""
11 J: O X O
10 J: X O
""", [("attack", ["K10"], "0", [])])
