# Ko (yomi's own suite): a real ko capture from moves (sgf/ko.sgf), the ban
# lifted by an exchange elsewhere, the retake, and the IL property that sets
# the ko point of a set-up position (sgf/ko_il.sgf; GNU Go honours IL too).

1 loadsgf sgf/ko.sgf 1
#? [black]
2 countlib E5
#? [1]
3 is_legal black F5
#? [1]

# B F5 takes the ko: W may not retake at E5 at once; B may fill it.
4 loadsgf sgf/ko.sgf 2
#? [white]
5 is_legal white E5
#? [0]
6 is_legal black E5
#? [1]
7 countlib F5
#? [1]
8 list_stones white
#? [F6 G5 F4]
9 is_legal white A1
#? [1]

# After W J9 the ban is gone.
loadsgf sgf/ko.sgf 3
10 is_legal white E5
#? [1]

# W retakes at E5: now B may not retake at F5.
11 loadsgf sgf/ko.sgf 5
#? [black]
12 is_legal black F5
#? [0]
13 list_stones black
#? [E6 D5 E4 J1]
14 countlib E5
#? [1]
15 findlib E5
#? [F5]

# IL names the ko point of a set-up position.
16 loadsgf sgf/ko_il.sgf
#? [white]
17 is_legal white E5
#? [0]
18 is_legal black E5
#? [1]
19 countlib F5
#? [1]
# Without IL the same stones are no ko.
loadsgf sgf/ko_noil.sgf
20 is_legal white E5
#? [1]
