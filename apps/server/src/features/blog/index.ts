// What the app and other features use of blog: they reach it through here, never its files.
export { registerBlog } from './blog.feature';
