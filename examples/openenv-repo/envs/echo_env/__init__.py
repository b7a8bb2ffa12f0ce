"""Echo environment for OpenEnv."""

from .client import EchoEnv
from .models import EchoAction, EchoObservation

__all__ = ["EchoEnv", "EchoAction", "EchoObservation"]
