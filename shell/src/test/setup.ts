// jsdom does not implement scrolling; the shell scrolls on every navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
