from fastapi import FastAPI

from ..models import EchoAction, EchoObservation

app = FastAPI(title="echo_env")


@app.post("/step")
def step(action: dict) -> dict:
    message = EchoAction(**action).message
    return EchoObservation(echoed_message=message, message_length=len(message)).__dict__


def main() -> None:
    import uvicorn

    uvicorn.run(app, host="0.0.0.0", port=8000)


if __name__ == "__main__":
    main()
