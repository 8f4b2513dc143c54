// jsdom, plus the fetch classes of Node (Request, Response, Headers) that jsdom leaves out, so that
// component tests run the browser's contract client (lib/api/browser.ts) against a stand-in
// backend. Tests opt in with the docblock `@jest-environment ./test/jsdom-environment.mjs`.
import { TestEnvironment } from 'jest-environment-jsdom';

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder });
  }
}

export default JsdomWithFetch;
