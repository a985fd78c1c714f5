# Environment for the docs tool chain.
export DOCS_THEME=slate
alias docs-serve='make docs-serve'
