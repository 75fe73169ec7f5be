// Build-config overlay for the stock Snowy 1.8 web client (`_web`), used through
// VUE_CLI_SERVICE_CONFIG_PATH so that the stock vue.config.js stays unchanged.
//
// The stock production build loads vue, vue-router, vuex and axios from a public CDN (webpack
// `externals` plus <script> tags in index.html). Without internet access those scripts never load and
// the page stays blank, so this overlay bundles the four libraries from node_modules instead.
// Nothing else is changed.
const path = require('path')

const stock = require(path.resolve(process.cwd(), 'vue.config.js'))

stock.configureWebpack.externals = {}
const stockChain = stock.chainWebpack
stock.chainWebpack = (config) => {
  stockChain(config)
  if (config.plugins.has('html')) {
    config.plugin('html').tap((args) => {
      delete args[0].cdn
      return args
    })
  }
}
module.exports = stock
