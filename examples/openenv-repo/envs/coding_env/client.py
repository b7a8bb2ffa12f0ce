from .models import CodeAction, CodeObservation


class CodingEnv:
    action_type = CodeAction
    observation_type = CodeObservation
