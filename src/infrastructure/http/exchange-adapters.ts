import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ApiExchange, ApiExchangeOptions, ApiTransport } from './api-exchanges';

/** The request's body as text, the way it was sent (axios has already serialised JSON). */
function bodyOf(config: InternalAxiosRequestConfig): string | null {
  return typeof config.data === 'string' ? config.data : config.data == null ? null : JSON.stringify(config.data);
}

const methodOf = (config: InternalAxiosRequestConfig): string => (config.method ?? 'get').toUpperCase();

/** An axios answer from an exchange: settled the way axios's own adapters settle (an error status rejects). */
function settle(config: InternalAxiosRequestConfig, exchange: Pick<ApiExchange, 'status' | 'contentType' | 'data'>): AxiosResponse {
  const response: AxiosResponse = {
    data: exchange.data,
    status: exchange.status,
    statusText: '',
    headers: exchange.contentType ? { 'content-type': exchange.contentType } : {},
    config,
    request: {},
  };
  const valid = config.validateStatus ? config.validateStatus(exchange.status) : exchange.status >= 200 && exchange.status < 300;
  if (valid) return response;
  const code = exchange.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${exchange.status}`, code, config, {}, response);
}

/** Requests through a transport (in process) instead of the network. */
function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
    }
    const answer = await transport({ method: methodOf(config), url: axios.getUri(config), headers, body: bodyOf(config) });
    return settle(config, { status: answer.status, contentType: answer.contentType, data: answer.body });
  };
}

/** Appends every exchange that got an answer, error statuses included, to `recording`. */
function recordingAdapter(inner: AxiosAdapter, recording: ApiExchange[]): AxiosAdapter {
  return async (config) => {
    const keep = (response: AxiosResponse): void => {
      const contentType = response.headers['content-type'];
      recording.push({
        method: methodOf(config),
        url: axios.getUri(config),
        body: bodyOf(config),
        status: response.status,
        contentType: typeof contentType === 'string' ? contentType : null,
        data: typeof response.data === 'string' ? response.data : JSON.stringify(response.data),
      });
    };
    try {
      const response = await inner(config);
      keep(response);
      return response;
    } catch (error) {
      if (error instanceof AxiosError && error.response) keep(error.response);
      throw error;
    }
  };
}

/** Answers a request from the first unused exchange that matches it; else asks `inner`. */
function replayAdapter(inner: AxiosAdapter, exchanges: ApiExchange[]): AxiosAdapter {
  return async (config) => {
    const method = methodOf(config);
    const url = axios.getUri(config);
    const body = bodyOf(config);
    const index = exchanges.findIndex((exchange) => exchange.method === method && exchange.url === url && exchange.body === body);
    if (index < 0) return inner(config);
    const [exchange] = exchanges.splice(index, 1);
    return settle(config, exchange!);
  };
}

/** The adapter the options ask for, or undefined for axios's own. */
export function exchangeAdapter(options: ApiExchangeOptions): AxiosAdapter | undefined {
  if (!options.transport && !options.recording && !options.replay) return undefined;
  let adapter: AxiosAdapter = options.transport ? transportAdapter(options.transport) : axios.getAdapter(axios.defaults.adapter);
  if (options.recording) adapter = recordingAdapter(adapter, options.recording);
  if (options.replay) adapter = replayAdapter(adapter, options.replay);
  return adapter;
}
