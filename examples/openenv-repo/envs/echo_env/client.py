from .models import EchoAction, EchoObservation


class EchoEnv:
    """HTTP client for the echo server."""

    action_type = EchoAction
    observation_type = EchoObservation
