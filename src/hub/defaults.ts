/** Where the Hub and its Spaces are, by default: constants the option specs name without loading the Hub client. */
export const DEFAULT_HUB_URL = 'https://huggingface.co';
export const DEFAULT_SPACE_URL = 'https://{subdomain}.hf.space';
