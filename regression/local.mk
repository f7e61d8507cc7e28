# regression/: (filled in as the folder grows)
