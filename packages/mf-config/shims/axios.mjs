/**
 * What the apps' bundles get for `axios` (index.cjs alias `axios$`, ADR 0044): axios' own default export narrowed to
 * what the repo uses (`axios.create`, `axios.isCancel`, `isAxiosError`: only @platform/api-client's http.ts imports
 * axios, ADR 0013). The package's index builds a default instance and hangs every static on it (CancelToken,
 * HttpStatusCode, toFormData, formToJSON, spread, all, VERSION, …), which no bundler can drop from an object, so those
 * were on every signed-in first load. `createInstance` is lib/axios.js' own, unchanged: instances are the same axios
 * instances (interceptors, defaults, adapters, request). `axios-lib` is an alias to the package's lib/ folder.
 *
 * Need one more axios API? Export it here (config.test.mjs checks every `axios` import of the repo against this list).
 * Jest and Node use the real package.
 */
import utils from 'axios-lib/utils.js';
import bind from 'axios-lib/helpers/bind.js';
import Axios from 'axios-lib/core/Axios.js';
import mergeConfig from 'axios-lib/core/mergeConfig.js';
import defaults from 'axios-lib/defaults/index.js';
import isCancel from 'axios-lib/cancel/isCancel.js';
import isAxiosError from 'axios-lib/helpers/isAxiosError.js';

function createInstance(defaultConfig) {
  const context = new Axios(defaultConfig);
  const instance = bind(Axios.prototype.request, context);
  utils.extend(instance, Axios.prototype, context, { allOwnKeys: true });
  utils.extend(instance, context, null, { allOwnKeys: true });
  instance.create = function create(instanceConfig) {
    return createInstance(mergeConfig(defaultConfig, instanceConfig));
  };
  return instance;
}

const axios = {
  create: (config) => createInstance(mergeConfig(defaults, config)),
  isCancel,
  isAxiosError,
};

export { isCancel, isAxiosError };
export default axios;
