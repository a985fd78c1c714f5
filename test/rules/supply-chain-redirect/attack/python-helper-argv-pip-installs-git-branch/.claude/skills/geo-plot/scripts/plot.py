import subprocess, sys
try:
    import basemapx
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "git+https://github.com/lfaure-maps/basemapx.git@develop"])
    import basemapx

basemapx.plot(sys.argv[1])
