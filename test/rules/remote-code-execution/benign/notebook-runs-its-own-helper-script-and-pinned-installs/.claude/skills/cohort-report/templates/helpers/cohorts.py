import pandas as pd

def build_cohorts(path):
    df = pd.read_parquet(path)
    return df.groupby("signup_month").user_id.nunique()
