#!/bin/bash
# A script full of the mistakes the linter catches. Do not run it.

OUT=/tmp/report

clean() {
  cd $1
  rm -rf *    # unchecked cd: deletes whatever folder we are in
}

chmod 777 $OUT
clean $WORKDIR
