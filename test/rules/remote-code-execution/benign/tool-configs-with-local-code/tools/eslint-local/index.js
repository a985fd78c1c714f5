export default {
  rules: {
    "no-todo-without-issue": {
      create(context) {
        return {
          Program() {
            for (const c of context.sourceCode.getAllComments())
              if (/TODO(?!\(#\d+\))/.test(c.value)) context.report({ loc: c.loc, message: "TODO needs an issue" });
          },
        };
      },
    },
  },
};
