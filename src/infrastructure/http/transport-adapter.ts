import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ApiTransport } from './api-exchanges';

/**
 * An axios adapter that sends requests through a transport (the server render's API, in
 * process) instead of the network, and settles them as axios's own adapters do: an error status
 * rejects with an AxiosError, which the instance translates like any other.
 */
export function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
    }
    const body = typeof config.data === 'string' ? config.data : config.data == null ? null : JSON.stringify(config.data);
    // A call without a body says no content type, as axios's own adapters leave it: the API
    // refuses a content type it has no parser for (415), even with nothing to parse.
    if (body === null) delete headers['content-type'];
    const answer = await transport({ method: (config.method ?? 'get').toUpperCase(), url: axios.getUri(config), headers, body });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
    if (valid) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
  };
}
