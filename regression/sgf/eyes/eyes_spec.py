"""The eye spaces of regression/eyes.tst (see make_eyes.py for the format).

Black owns every space; White is the attacker.  Answers are GNU Go's
eval_eye format: "min max" (eyes when White moves first and Black answers /
when Black moves first and White answers; 2 means two or more), followed,
when they differ, by White's vital point and Black's.
"""


class Stamp:
    """Cells placed with their top-left cell on vertex origin; tests are
    (label, expected answer, reasoning); weak=True when some of the stamp's
    own stones are meant not to be unconditionally alive (dead stones inside,
    Black stones cut off by a false eye)."""

    def __init__(self, origin, rows, tests, weak=False, base=False):
        self.origin, self.rows, self.tests, self.weak = origin, rows, tests, weak
        # base: a live White group other stamps lean on (they may touch it)
        self.base = base


class Board:
    def __init__(self, name, title, stamps):
        self.name, self.title, self.stamps = name, title, stamps


# ---------------------------------------------------------------- open board
OPEN = Board("open", "eye spaces in the open (no point on the first line), empty inside", [
    Stamp("B18", ["-a-", "bcd", "-e-"], [
        ("a", "1 2 {c} {c}",
         "Cross (flower) five: the centre touches the other four points.  White\n"
         "there leaves four single points around a stone Black can only capture\n"
         "into one eye; Black there makes four one-point eyes.")]),
    Stamp("F18", ["ab-", "cde", "-f-"], [
        ("a", "1 2 {d} {d}",
         "Rabbity six (the cross five plus the point between two arms): its\n"
         "vital point is the centre, which touches four of the five others.")]),
    Stamp("K18", ["...", ".c.", "..."], [
        ("c", "2 2",
         "3x3 nine-point space: after White's centre Black takes a middle side\n"
         "point and has room for two eyes whatever White does (the White stones\n"
         "inside run out of liberties first).")]),
    Stamp("O18", ["abc", "-d-", "-e-"], [
        ("a", "2 2",
         "T-shaped five (three in a row, a two-point stem from the middle): White\n"
         "at the junction is answered below it (eyes at the stem's end and\n"
         "around the captured junction stone); White on the stem is answered at\n"
         "the junction (two single eyes).  Two eyes either way.")]),
    Stamp("S17", ["a"], [
        ("a", "1 1", "One-point eye in the open, all eight neighbours Black.")]),
    Stamp("B14", ["ab", "-c"], [
        ("a", "1 2 {b} {b}", "Bent three: the bend is the vital point.")]),
    Stamp("E14", ["ab", "cd"], [
        ("a", "1 1",
         "Square four: one eye whoever moves (Black's move leaves a bent three\n"
         "whose bend White takes; White's stone inside is captured into one eye).")]),
    Stamp("H14", ["abc", "-d-"], [
        ("a", "1 2 {b} {b}",
         "Pyramid (T) four: the point touching the other three is vital.")]),
    Stamp("M14", ["abc", "d--"], [
        ("a", "2 2",
         "Bent (L) four, a path of four points: a White stone on one inner point\n"
         "is answered on the other; two eyes.")]),
    Stamp("Q14", ["-ab", "cd-"], [
        ("a", "2 2", "Zigzag (S) four, a path of four points: two eyes as the bent four.")]),
    Stamp("B10", ["abc", "de-"], [
        ("a", "1 2 {b} {b}",
         "Bulky five (a square with a tail): the vital point is the square's\n"
         "point next to the tail, the only point with three neighbours inside.")]),
    Stamp("F10", ["abc", "def"], [
        ("a", "2 2",
         "2x3 rectangle in the open: a White stone on one middle point is\n"
         "answered on the other; two eyes.")]),
    Stamp("K10", ["abcd", "efgh"], [
        ("a", "2 2", "2x4 rectangle, eight points: two eyes whatever White does.")]),
    Stamp("P10", ["a-c", "def"], [
        ("a", "2 2", "U-shaped five, a path of five points: two eyes.")]),
    Stamp("B6", ["abc-", "defg"], [
        ("a", "2 2", "Seven points (a 2x3 rectangle with a tail): two eyes.")]),
    Stamp("G6", ["abcde", "fghjk"], [
        ("a", "2 2", "2x5 rectangle, ten points: two eyes.")]),
    Stamp("N6", ["ab"], [
        ("a", "1 1", "Two-point eye in the open: one eye, nothing to gain or lose.")]),
    Stamp("B3", ["abc"], [
        ("a", "1 2 {b} {b}", "Straight three in the open: the middle point is vital.")]),
    Stamp("F3", ["abcd"], [
        ("a", "2 2",
         "Straight four in the open: a White stone on one middle point is\n"
         "answered on the other; two eyes.")]),
    Stamp("L3", ["abcde"], [
        ("a", "2 2", "Straight five in the open: two eyes.")]),
])

# ---------------------------------------------------------------- edge board
EDGE = Board("edge", "eye spaces on the edge and in the corner, empty inside", [
    Stamp("A19", ["abc"], [
        ("a", "1 2 {b} {b}",
         "Straight three along the edge into the corner: the middle is vital\n"
         "(Black there: A19 and C19 are one-point eyes).")]),
    Stamp("E19", ["a"], [
        ("a", "1 1", "One-point eye on the edge, both diagonals Black.")]),
    Stamp("G19", ["ab"], [
        ("a", "1 1", "Two-point eye along the edge.")]),
    Stamp("K19", ["abc", "-d-"], [
        ("a", "1 2 {b} {b}",
         "Pyramid four with its three-point side on the edge: the edge point\n"
         "touching the other three is vital (Black's stone there, though cut from\n"
         "the wall, has three eyes as liberties).")]),
    Stamp("O19", ["a", "b", "c"], [
        ("a", "1 2 {b} {b}",
         "Straight three standing on the edge (first to third line): the middle\n"
         "is vital.")]),
    Stamp("S19", ["ab", "-c"], [
        ("a", "1 2 {b} {b}",
         "Bent three with its bend on the corner point: Black's corner stone,\n"
         "not connected to the wall, still has the two eyes S19 and T18 (White\n"
         "can play neither); White's corner stone is captured into one eye.")]),
    Stamp("T16", ["a", "b", "c", "d"], [
        ("a", "2 2", "Straight four along the edge: two eyes.")]),
    Stamp("S11", ["ab", "cd"], [
        ("a", "1 1", "Square four on the edge: one eye whoever moves.")]),
    Stamp("R8", ["-a-", "bcd", "-e-"], [
        ("a", "1 2 {c} {c}",
         "Cross five with one arm on the edge: the centre on the second line is\n"
         "vital.")]),
    Stamp("S4", ["ab"], [
        ("a", "1 1", "Two-point eye standing on the edge (first and second line).")]),
    Stamp("S2", ["ab", "cd"], [
        ("a", "1 1", "Square four in the corner: one eye whoever moves.")]),
    Stamp("A1", ["a"], [
        ("a", "1 1", "One-point eye on the corner point, its diagonal Black.")]),
    Stamp("C2", ["ab-", "cde"], [
        ("a", "1 2 {d} {d}",
         "Bulky five on the edge (square C1-D2, tail E1): the vital point is D1,\n"
         "next to the tail.  After Black D1 a White stone on the bend C2 is\n"
         "captured by C1 and D2 (eyes C2 and E1).")]),
    Stamp("G1", ["abcd"], [
        ("a", "2 2", "Straight four on the first line: two eyes.")]),
    Stamp("M2", ["abc", "-d-"], [
        ("a", "1 2 {b} {b}",
         "Pyramid four on the second line with its stem on the edge (N1): the\n"
         "vital point is N2.")]),
    Stamp("Q1", ["a"], [
        ("a", "1 1", "One-point eye on the first line.")]),
    Stamp("A6", ["ab", "cd", "ef"], [
        ("a", "2 2",
         "2x3 rectangle with its long side on the edge: White on one middle point\n"
         "(A5 or B5) is answered on the other; the White stone is captured and\n"
         "Black has two eyes.")]),
    Stamp("A10", ["-a-", "bcd", "ef-"], [
        ("a", "1 2 {c} {c}",
         "Rabbity six on the edge (cross around B9 plus A8): the centre B9 is\n"
         "vital.")]),
    Stamp("A13", ["ab", "c-"], [
        ("a", "1 2 {a} {a}", "Bent three on the edge, bend on the first line (A13).")]),
    Stamp("A17", ["a", "b", "c"], [
        ("a", "1 2 {b} {b}", "Straight three along the edge: the middle (A16) is vital.")]),
])

# ------------------------------------------------ corners and dead stones inside
DEAD = Board("dead", "corner spaces; White stones dead inside Black's spaces", [
    Stamp("A19", ["abc", "d--"], [
        ("a", "2 2",
         "Bent four in the corner, but with a wall that is unconditionally alive\n"
         "(no shortage of liberties): White B19 is answered at A19; White then\n"
         "takes A19 in a ko at A18, and Black C19 ataris both White stones, which\n"
         "cannot connect at A19 (suicide): two eyes.  White A19 is answered at\n"
         "B19.  The classic ko of bent four in the corner needs the owner's\n"
         "stones to be short of outside liberties; here they are not.")]),
    Stamp("R19", ["abc", "def"], [
        ("a", "2 2",
         "2x3 rectangle in the corner with an unconditionally alive wall (no\n"
         "shortage of outside liberties): alive, two eyes.")]),
    Stamp("A2", ["ab-", "cde"], [
        ("a", "1 2 {d} {d}",
         "Bulky five in the corner (square A1-B2, tail C1): the vital point is B1.\n"
         "After Black B1 a White stone on A2 is captured by B2 then A1 (eyes A2\n"
         "and C1).")]),
    Stamp("F19", ["aOb"], [
        ("a", "1 1",
         "Straight three on the edge with a White stone on its middle point: the\n"
         "stone is captured into one eye.")], weak=True),
    Stamp("K19", ["OO", "Oa"], [
        ("a", "1 1",
         "Square four on the edge holding three White stones (one liberty, L18):\n"
         "Black captures them and has a square four again, one eye.")], weak=True),
    Stamp("C16", ["Oa"], [
        ("a", "1 1",
         "Two-point space holding one White stone: in atari, White cannot fill\n"
         "D16 (suicide); one eye.")], weak=True),
    Stamp("G16", ["aOb"], [
        ("a", "1 1",
         "Straight three with a White stone on the vital point: one eye whoever\n"
         "moves (Black captures it and is left with a two-point eye).")], weak=True),
    Stamp("L16", ["Oab"], [
        ("a", "1 2 {a} {a}",
         "Straight three with a White stone on an end: Black M16 captures it and\n"
         "has two one-point eyes; White M16 makes two stones that Black captures\n"
         "into a two-point eye.")], weak=True),
    Stamp("Q16", ["aO", "-b"], [
        ("a", "1 1",
         "Bent three with a White stone on its bend: captured into one eye.")], weak=True),
    Stamp("C13", ["Oa", "-b"], [
        ("a", "1 2 {a} {a}",
         "Bent three with a White stone on an end: the bend D13 is vital (Black\n"
         "captures there: eyes C13 and D12; White connects there: one eye).")], weak=True),
    Stamp("F13", ["Oa", "bc"], [
        ("a", "1 1", "Square four holding one White stone: one eye whoever moves.")],
        weak=True),
    Stamp("J13", ["OO", "Oa"], [
        ("a", "1 1",
         "Square four holding three White stones (bent three, one liberty K12):\n"
         "Black captures them and White takes the bend of the bent three left:\n"
         "one eye.")], weak=True),
    Stamp("M13", ["aOb", "-c-"], [
        ("a", "1 1", "Pyramid four with a White stone on its centre: one eye.")],
        weak=True),
    Stamp("Q13", ["OOO", "-a-"], [
        ("a", "1 1",
         "Pyramid four holding three White stones (one liberty R12): Black\n"
         "captures them, White takes the middle of the straight three left: one\n"
         "eye.  White cannot fill R12 (suicide).")], weak=True),
    Stamp("C10", ["OOab"], [
        ("a", "1 2 {a} {a}",
         "Straight four holding two White stones at one end (one liberty E10):\n"
         "Black E10 captures them, eyes C10-D10 and F10; White E10 makes three\n"
         "stones Black captures at F10 into a straight three, whose middle White\n"
         "then takes: one eye.")], weak=True),
    Stamp("H10", ["aObc"], [
        ("a", "1 2 {b} {b}",
         "Straight four with a White stone on its second point (liberties H10,\n"
         "K10): Black K10 leaves it in atari, eyes H10-J10 and L10; White K10\n"
         "makes a two-stone string Black can only capture into one eye.")], weak=True),
    Stamp("N10", ["OOOa"], [
        ("a", "1 1",
         "Straight four holding three White stones (one liberty Q10): Black\n"
         "captures them, White takes the middle of the straight three left: one\n"
         "eye.")], weak=True),
    Stamp("C7", ["aOc", "de-"], [
        ("a", "1 1",
         "Bulky five with a White stone on its vital point (D7): one eye.")], weak=True),
    Stamp("G7", ["OOa", "OO-"], [
        ("a", "1 1",
         "Bulky five holding four White stones in its square (one liberty J7):\n"
         "captured, they leave a square four: one eye.")], weak=True),
    Stamp("L8", ["-a-", "bOc", "-d-"], [
        ("a", "1 1", "Cross five with a White stone on its centre: one eye.")], weak=True),
    Stamp("P8", ["ab-", "cOd", "-e-"], [
        ("a", "1 1", "Rabbity six with a White stone on its centre: one eye.")], weak=True),
    Stamp("Q4", ["aO-", "OOO", "-O-"], [
        ("a", "1 1",
         "Rabbity six holding five White stones in a cross (one liberty Q4):\n"
         "captured, they leave a cross five whose centre White takes: one eye.")],
        weak=True),
    Stamp("D3", ["OOOOa"], [
        ("a", "2 2",
         "Straight five holding four White stones (one liberty H3): White cannot\n"
         "fill H3; Black captures and has a straight four: two eyes.  Four dead\n"
         "stones in a row are not a killing shape.")], weak=True),
    Stamp("K3", ["OOOab"], [
        ("a", "2 2",
         "Straight five holding three White stones (one liberty N3): Black N3\n"
         "captures, leaving a straight three (one eye after White's L3) and the\n"
         "eye O3; White N3 makes four stones Black captures at O3 into a straight\n"
         "four.  Two eyes either way.")], weak=True),
])

# ------------------------------------------------- one-point eyes by a White band
# A live White band (rows 9-11, eyes B10 and S10) crosses the board; the
# stamps above and below lean on it for live White diagonal stones.
BAND = Board("band", "one-point eyes and their diagonals, marginal points, ko", [
    Stamp("A11", ["OOOOOOOOOOOOOOOOOOO", "O.OOOOOOOOOOOOOOO.O", "OOOOOOOOOOOOOOOOOOO"],
          [], base=True),
    Stamp("D17", ["a"], []), Stamp("K17", ["a"], []), Stamp("Q17", ["a"], []),
    Stamp("D3", ["a"], []), Stamp("K3", ["a"], []), Stamp("Q3", ["a"], []),
    Stamp("A14", ["a-", "Xb", "OXO"], [
        ("a", "0 1 {b} {b}",
         "Edge eye whose diagonal is a ko.  A13 is cut from the wall (A12 is\n"
         "White) except through B13; B12 is a lone Black stone in atari at B13.\n"
         "White B13 captures B12 in a ko (Black retakes at B12); when White wins\n"
         "it and connects at B12, B13 is a live White diagonal of an edge point:\n"
         "false eye.  Black B13 first connects everything: true edge eye.  Ko is\n"
         "counted for the side that moves first: 0 1, B13 for both.")], weak=True),
    Stamp("E13", ["-a-", "OXO"], [
        ("a", "0 0",
         "False eye in the open: two live White diagonals (E12, G12, on the\n"
         "band).  F12 is a lone Black stone whose only liberty is F13: Black must\n"
         "fill F13 to keep it, or White captures it there.  No eye whoever moves.")],
        weak=True),
    Stamp("J13", ["-a--", "OXbX"], [
        ("a", "0 1 {b} {b}",
         "Half eye in the open: J12 is one live White diagonal of K13 and L12 is\n"
         "empty.  White L12 (connected to the band) is a second one: false eye,\n"
         "and K12 in atari.  Black L12 connects K12: one White diagonal of four,\n"
         "a true eye.")], weak=True),
    Stamp("O13", ["-a-", "OXX"], [
        ("a", "1 1",
         "One live White diagonal (O12) does not spoil an eye in the open: the\n"
         "other three are Black and P12 is connected by Q12.")]),
    Stamp("R13", ["-a-", "bXc"], [
        ("a", "1 1",
         "Both lower diagonals (R12, T12) are empty: White takes one (connected\n"
         "to the band), Black the other, and S13 has one White diagonal: a true\n"
         "eye.  Miai: one eye whoever moves.")], weak=True),
    Stamp("A8", ["XO", "a-"], [
        ("a", "0 0",
         "False eye on the edge: B8 is a live White diagonal of A7, and A8 a\n"
         "lone Black stone whose only liberty is A7.  No eye whoever moves.")],
        weak=True),
    Stamp("D8", ["O---", "-a--", "--Ob"], [
        ("a", "1 1",
         "E7 has a live White diagonal (D8) and a dead one: F6 is in atari at G6\n"
         "and cannot run (White G6 is suicide), so it does not count; three good\n"
         "diagonals: a true eye."),
        ("b", "1 1",
         "G6 and the dead White stone F6 make a two-point space holding one\n"
         "stone: one eye whoever moves.")], weak=True),
    Stamp("J8", ["OXOO", "-bXO", "--a-"], [
        ("a", "0 1 {b} {b}",
         "Eye in the open whose second White diagonal is a ko: M7 is a live White\n"
         "diagonal of L6; K8 is a lone Black stone in atari at K7.  White K7\n"
         "captures it in a ko (Black retakes at K8); when White wins and connects\n"
         "at K8, L6 has two live White diagonals (false eye, L7 in atari).  Black\n"
         "K7 first connects L7 and K8: one White diagonal, a true eye.  Ko is\n"
         "counted for the side that moves first: 0 1, K7 for both.")], weak=True),
    Stamp("O8", ["XOX", "abc"], [
        ("a", "0 2 {b} {b}",
         "Straight three whose middle P7 touches the live White stone P8 (a\n"
         "marginal point): White P7, connected, leaves O7 and Q7 as liberties of\n"
         "White's stones, no eye.  Black P7 splits the space into the one-point\n"
         "eyes O7 and Q7 (each with one White diagonal, P8, of four): two eyes.")]),
    Stamp("S8", ["bX", "-a"], [
        ("a", "0 1 {b} {b}",
         "Half eye on the edge: T8 is cut from the wall (T9 is White) except\n"
         "through S8 or T7.  White S8 (connected to the band) is a live White\n"
         "diagonal of T7: false eye, T8 in atari.  Black S8 connects T8: both\n"
         "diagonals Black, a true edge eye.")], weak=True),
])

# ------------------------------------------- spaces beside live White groups
# "island": a White group with two one-point eyes, unconditionally alive.
ISLAND = ["OOOOO", "O.O.O", "OOOOO"]
MARGIN = Board("margin", "marginal points, half and false eyes beside live White groups", [
    Stamp("A19", ["abc", "-d-"], [
        ("a", "1 2 {b} {b}",
         "Pyramid four in the corner (three along the edge, stem B18): B19 touches\n"
         "the other three and is vital.")]),
    Stamp("Q19", ["abcd", "efgh"], [
        ("a", "2 2", "2x4 rectangle in the corner, eight points: two eyes.")]),
    Stamp("A4", ["a", "b", "c", "defgh"], [
        ("a", "2 2",
         "An L of eight points along both edges from the corner (a space like\n"
         "the carpenter's square's, with a wall that cannot be attacked): a path\n"
         "of eight points, two eyes.")]),
    Stamp("O5", ["-OOOOO", "-O.O.O", "-OOOOO", "----bX", "-----a"], [
        ("a", "0 1 {b} {b}",
         "Half eye in the corner: T2 is cut from the wall (T3 is White, part of a\n"
         "live group) except through S2 or T1.  White S2, connected to that group,\n"
         "is a live diagonal of the corner point: false eye, T2 in atari.  Black\n"
         "S2 connects T2: true corner eye.")], weak=True),
    Stamp("E19", ["-aXOOOO", "--bOOOO", "--O.O.O", "--OOOOO"], [
        ("a", "0 1 {b} {b}",
         "Half eye on the edge: G19 is cut from the wall (H19 is White, part of a\n"
         "live group) except through G18 or F19.  White G18 (connected) is a live\n"
         "diagonal of F19: false eye, G19 in atari.  Black G18 connects G19: true\n"
         "edge eye.")], weak=True),
    Stamp("G4", ["--OOOOO", "--O.O.O", "--OOOOO", "-aXOOOO"], [
        ("a", "0 0",
         "False eye on the edge: J2 (part of a live White group) is a diagonal of\n"
         "H1, and J1 is a lone Black stone whose only liberty is H1.  No eye\n"
         "whoever moves.")], weak=True),
    Stamp("C14", ISLAND + ["--b--", "--a--"], [
        ("a", "0 1 {b} {b}",
         "Two-point space whose upper point E11 touches a live White group (a\n"
         "marginal point): White E11, connected, makes E10 a shared liberty, no\n"
         "eye; Black E11 makes E10 a one-point eye.")]),
    Stamp("J14", ISLAND + ["--c--", "--b--", "--a--"], [
        ("a", "1 1",
         "Straight three whose end L11 touches a live White group: White L11 is\n"
         "answered at L10 (eye L9); Black's own move leaves one eye too (L11: a\n"
         "two-point eye; L10: L9, with L11 a shared liberty).")]),
    Stamp("P14", ISLAND + ["--d--", "--c--", "--b--", "--a--"], [
        ("a", "1 1",
         "Straight four whose end R11 touches a live White group: only one eye.\n"
         "Black R10 leaves the two-point eye R9-R8 (R11 a shared liberty); Black\n"
         "R9 leaves R8 and a two-point space whose point R11 White takes; White\n"
         "R11 leaves a straight three whose marginal end R10 Black must answer at\n"
         "R9.  One eye whoever moves.")]),
    Stamp("B8", ["Oa", "-O"], [
        ("a", "2 2",
         "Bent three holding a White stone on each end (each in atari at C8):\n"
         "White cannot play C8 (suicide); Black C8 captures both: two eyes.")],
        weak=True),
    Stamp("E8", ["Oa", "bO"], [
        ("a", "1 2 (F8|E7) (F8|E7)",
         "Square four holding two White stones on a diagonal (both with the\n"
         "liberties F8 and E7): Black F8 (or E7) ataris both, White cannot\n"
         "connect (suicide), and Black's capture leaves E8 and F7 as two\n"
         "one-point eyes.  White F8 (or E7) joins the stones into three, which\n"
         "Black captures into a bent three whose bend White takes: one eye.")],
        weak=True),
    Stamp("H7", ["Oab", "-c-"], [
        ("a", "1 2 {a} {a}",
         "Pyramid four with a White stone on an arm (H7, in atari at J7): Black\n"
         "J7 captures it and has three one-point eyes around J7; White J7 makes\n"
         "two stones Black can only capture into one eye.")], weak=True),
    Stamp("M7", ["OaO"], [
        ("a", "2 2",
         "Straight three holding a White stone on each end (each in atari at\n"
         "N7): White cannot play N7 (suicide); Black N7 captures both: two eyes.")],
        weak=True),
])

# ------------------------------------------------------------ more corners
MORE = Board("more", "more corners and edges, dead stones inside", [
    Stamp("A19", ["aXO", "-OOOOO", "-O.O.O", "-OOOOO"], [
        ("a", "0 0",
         "False eye in the corner: B18, part of a live White group, is the only\n"
         "diagonal of A19, and B19 is a lone Black stone whose only liberty is\n"
         "A19.  No eye whoever moves.")], weak=True),
    Stamp("R19", ["abO"], [
        ("a", "1 2 {b} {b}",
         "Straight three along the edge into the corner with a White stone on the\n"
         "corner point (in atari at S19): Black S19 captures it, eyes R19 and\n"
         "T19; White S19 makes two stones Black captures into a two-point eye.")],
        weak=True),
    Stamp("S2", ["a-", "bc"], [
        ("a", "1 2 {b} {b}",
         "Bent three in the corner with its bend on the first line (S1): S1 is\n"
         "vital.")]),
    Stamp("A2", ["a-", "Ob"], [
        ("a", "1 1",
         "Bent three in the corner with a White stone on its bend, the corner\n"
         "point: Black A2 or B1 ataris it and it is captured into one eye.")],
        weak=True),
    Stamp("F2", ["ab-", "cOd"], [
        ("a", "1 1",
         "Bulky five on the edge (square F1-G2, tail H1) with a White stone on its\n"
         "vital point G1: one eye.")], weak=True),
    Stamp("K3", ["-b", "-O", "a-"], [
        ("a", "1 1",
         "Edge eye whose diagonal L2 holds a dead White stone (in atari at L3,\n"
         "White L3 would be suicide): it does not count, both diagonals are good:\n"
         "true eye."),
        ("b", "1 1",
         "L3 and the dead White stone L2 make a two-point space holding one\n"
         "stone: one eye.")], weak=True),
    Stamp("A10", ["-a-", "bOd", "ef-"], [
        ("a", "1 1",
         "Rabbity six on the edge with a White stone on its centre B9: one eye.")],
        weak=True),
    Stamp("R8", ["-a-", "bOd", "-e-"], [
        ("a", "1 1",
         "Cross five with one arm on the edge and a White stone on its centre S7:\n"
         "one eye.")], weak=True),
    Stamp("J11", ["aOc", "def"], [
        ("a", "1 2 {e} {e}",
         "2x3 rectangle with a White stone on a middle point (K11): the other\n"
         "middle point K10 is vital.  White K10 cuts the space into J11-J10 and\n"
         "L11-L10 with a two-stone White string between: Black can only capture\n"
         "it into a two-point eye.  Black K10 leaves K11 with two liberties and\n"
         "the eyes J10 and L10 beside it: two eyes.")], weak=True),
    Stamp("D13", ["OO", "ab"], [
        ("a", "1 1",
         "Square four holding two White stones side by side (liberties D12,\n"
         "E12): Black captures them into a two-point eye; White D12 or E12 makes\n"
         "three stones Black captures into a bent three whose bend White takes.\n"
         "One eye whoever moves.")], weak=True),
    Stamp("N13", ["abO", "de-"], [
        ("a", "1 2 {b} {b}",
         "Bulky five with a White stone on its tail P13 (in atari at O13): Black\n"
         "O13 captures it from the vital point and has two eyes; White O13 takes\n"
         "the vital point with a string Black can only capture into one eye.")],
        weak=True),
])

BOARDS = [OPEN, EDGE, DEAD, BAND, MARGIN, MORE]

HEADER = """\
# eyes.tst: eval_eye on 100 eye spaces of our own (issue 17).  Generated by
# sgf/eyes/make_eyes.py from sgf/eyes/eyes_spec.py (edit those, not this
# file); positions in sgf/eyes/*.sgf, setup stones only.
#
# The answer is GNU Go's eval_eye format: "min max" = the eyes the space
# gives its owner when the attacker moves first (and the owner answers) /
# when the owner moves first (and the attacker answers); 0, 1 or 2, where 2
# means two or more; when min != max, then the attacker's vital point and
# the owner's.  Where several points are equally vital the pattern accepts
# each of them.  Ko is counted for the side that moves first: a space where
# the attacker's first move starts a ko that decides the eye and the owner's
# first move settles it is "0 1" with the ko point as both vital points
# (401, 409).
#
# Black owns every space.  Every board is a sea of Black stones, one string
# that is unconditionally alive (Benson), into which the spaces are cut; so
# no wall has a weakness but the space under test.  White stones that must
# be alive (the diagonal and marginal attackers) belong to White groups that
# are unconditionally alive themselves (a band across the board with two
# eyes, or small two-eyed groups beside the space); White stones meant to
# be dead inside a space cannot escape.  make_eyes.py checks all of this
# (strings with liberties, spaces two points apart, Benson for both colours)
# without asking any engine.  Two conventions to note: a space with an
# unconditionally alive wall has no shortage of liberties, so the corner
# shapes that die or become ko for lack of outside liberties (bent four in
# the corner 301, the 2x3 rectangle in the corner 302) are alive here; and
# one-point eyes are judged by their real connections: every false or half
# eye here has a Black neighbour that is really cut off except through the
# eye or the contested diagonal.
#
# Classes (100 tests): one-point eyes with all-Black diagonals 4; one-point
# eyes judged by their diagonals (true, false and half eyes in the open, on
# the edge and in the corner, dead White diagonals, two ko diagonals) 14;
# two-point 3; three-point (straight and bent, open, edge, corner) 8;
# four-point (square, pyramid, straight, bent, zigzag, bent four in the
# corner) 13; five-point (bulky, cross, straight, T, U) 8; six-point
# (rabbity six, 2x3 in the open, on the side and in the corner) 5; seven to
# ten points 6; White stones inside (one to five stones: nakade and shapes
# that are not, two-point spaces with a dead stone) 35; marginal points
# (points White can take connected to its live stones) 4.
#
# Every answer was settled by reading the position by hand (the reasoning
# is the comment above each test) and committed as a draft (3194e3a) before
# any engine was asked an eval_eye question about it.  No answer has been
# changed since the draft.
#
# GNU Go 3.8 (gnugo --mode gtp): 99/100.  The one disagreement is a
# convention, not an error of either side: 301, the bent four in the corner
# (A19 B19 C19 A18) with an unconditionally alive wall, GNU Go answers
# "1 2 B19 B19", the value its eye table gives the shape because in play
# such a corner group is short of outside liberties.  Re-read: after White
# B19 Black A19, White's ko capture at A18 is met by C19 (atari on both White
# stones, which cannot connect at A19: suicide), and White A19 is met by
# B19; with no shortage of liberties the space is two eyes, the answer
# stays 2 2.  GNU Go agrees on everything else, the 2x3 rectangle in the
# corner (302), the ko diagonals (401, 409), the marginal points, the dead
# diagonal stones and all 35 spaces holding White stones included; on 511
# (two equally vital points) it names F8 for both.
#
# yomi's first run (eval_eye of 99fb7ec, before issue 17's rebuild):
# 72/100.  Its 28 failures: White stones inside the space (it values the
# empty points only) 21 (304 307 309 313-322 510 511 513 604 605 608-610);
# ko diagonals scored as plain eyes 2 (401 409); dead White diagonal stones
# counted as live, making true eyes false 2 (407 606); marginal points 3
# (410 508 509).
"""
