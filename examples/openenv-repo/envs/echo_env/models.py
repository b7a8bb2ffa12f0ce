from dataclasses import dataclass


@dataclass
class EchoAction:
    message: str


@dataclass
class EchoObservation:
    echoed_message: str
    message_length: int
