/**
 * The model endpoint adapter: one chat completion through the `openai` package against any
 * OpenAI-compatible base URL (the Hugging Face router by default). It is handed only what a request
 * needs (the URL, the token, the model, the messages) and knows nothing of the review.
 *
 * Bounds: `timeoutMs` per attempt, at most `maxRetries` retries (the SDK honours `Retry-After` and
 * `retry-after-ms` on 408/409/429/5xx and connection errors), and the caller's `signal` as the overall
 * deadline. No environment variable is read here (the SDK would read OPENAI_API_KEY, OPENAI_BASE_URL
 * and OPENAI_ORG_ID when a value is missing: every one is passed explicitly).
 */
import OpenAI from 'openai';

export const HF_ROUTER_URL = 'https://router.huggingface.co/v1';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  /** JSON Schema the answer must follow (sent as `response_format: json_schema`, strict). */
  schema: { name: string; schema: Record<string, unknown> };
  maxOutputTokens: number;
  seed: number;
}

export interface ChatAnswer {
  content: string;
  finishReason: string;
  /** Model id the server says answered (may differ from the one asked for, e.g. a provider suffix). */
  model: string;
  promptTokens: number;
  completionTokens: number;
}

export interface ChatClientOptions {
  baseURL: string;
  /** Bearer token; empty for an endpoint that needs none (a local server). */
  token: string;
  timeoutMs: number;
  maxRetries: number;
}

export type ChatClient = (request: ChatRequest, signal: AbortSignal) => Promise<ChatAnswer>;

/** The request body exactly as sent (also what the tests' stand-in server keys its fixtures by). */
export function chatBody(request: ChatRequest) {
  return {
    model: request.model,
    messages: request.messages,
    temperature: 0,
    seed: request.seed,
    max_tokens: request.maxOutputTokens,
    response_format: { type: 'json_schema' as const, json_schema: { name: request.schema.name, schema: request.schema.schema, strict: true } },
  };
}

export function chatClient(options: ChatClientOptions): ChatClient {
  const client = new OpenAI({
    apiKey: options.token || 'none',
    baseURL: options.baseURL,
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    logLevel: 'off',
  });
  return async (request, signal) => {
    const completion = await client.chat.completions.create(chatBody(request), { signal });
    const choice = completion.choices?.[0];
    return {
      content: typeof choice?.message?.content === 'string' ? choice.message.content : '',
      finishReason: String(choice?.finish_reason ?? 'unknown'),
      model: typeof completion.model === 'string' ? completion.model : request.model,
      promptTokens: completion.usage?.prompt_tokens ?? 0,
      completionTokens: completion.usage?.completion_tokens ?? 0,
    };
  };
}

/** A short reason for a failed call, without the response body (it can echo the prompt) or any header. */
export function failureReason(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timed out';
  if (error instanceof OpenAI.APIUserAbortError) return 'overall deadline reached';
  if (error instanceof OpenAI.APIConnectionError) return 'endpoint unreachable';
  if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? '?'}${error.status === 429 ? ' (rate limited)' : ''} after retries`;
  if (error instanceof Error && error.name === 'AbortError') return 'overall deadline reached';
  return error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200);
}
