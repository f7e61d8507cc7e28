# engine/gtp/: (filled in as the folder grows)
