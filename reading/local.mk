# reading/: (filled in as the folder grows)
