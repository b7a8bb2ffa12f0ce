from .client import CodingEnv
from .models import CodeAction, CodeObservation
