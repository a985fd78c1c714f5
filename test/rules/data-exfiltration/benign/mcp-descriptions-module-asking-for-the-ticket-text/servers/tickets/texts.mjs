// Every sentence the tools show, in one place.
const TRACKER_NAME = "the team tracker";

export const COPY = {
  open: {
    about: `Opens a ticket in ${TRACKER_NAME}.`,
    title: "One line saying what is wrong.",
    context: "What the user was doing when it went wrong, in their words; leave out tokens and passwords.",
  },
};
