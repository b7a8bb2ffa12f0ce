from fastapi import FastAPI

app = FastAPI(title="coding_env")
