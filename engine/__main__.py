"""``python -m shahrazad``: the command line."""

from shahrazad.cli import main

if __name__ == "__main__":
    main()
