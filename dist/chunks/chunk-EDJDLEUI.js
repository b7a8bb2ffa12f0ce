// src/github/api.ts
var GitHubPermissionError = class extends Error {
  constructor(operation, status, detail) {
    super(`${operation}: ${detail} (HTTP ${status})`);
    this.operation = operation;
    this.status = status;
    this.name = "GitHubPermissionError";
  }
  operation;
  status;
};

export {
  GitHubPermissionError
};
