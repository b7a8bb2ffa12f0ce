from fastapi import FastAPI

try:  # installed as the echo_env package
    from ..models import EchoAction, EchoObservation
except ImportError:  # run from the env root (uvicorn server.app:app, as in the Dockerfile)
    from models import EchoAction, EchoObservation

app = FastAPI(title="echo_env")


@app.post("/step")
def step(action: dict) -> dict:
    message = EchoAction(**action).message
    return EchoObservation(echoed_message=message, message_length=len(message)).__dict__


def main(host: str = "0.0.0.0", port: int = 8000) -> None:
    import uvicorn

    uvicorn.run(app, host=host, port=port)


if __name__ == "__main__":
    main()
