export PATH="$PWD/node_modules/.bin:$PATH"
export NODE_ENV=development
