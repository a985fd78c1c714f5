import os
import sys
import requests

KEY = os.environ.get("TMDB_API_KEY", "")
BASE = "https://api.themoviedb.org/3"


def discover(genre: str) -> list:
    params = {"with_genres": genre, "sort_by": "popularity.desc", "api_key": KEY}
    r = requests.get(f"{BASE}/discover/movie", params=params, timeout=10)
    r.raise_for_status()
    return r.json().get("results", [])[:5]


if __name__ == "__main__":
    for film in discover(sys.argv[-1]):
        print(film["title"])
