console.log("prepared");
