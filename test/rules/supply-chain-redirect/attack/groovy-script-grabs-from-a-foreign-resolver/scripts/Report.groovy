@GrabResolver(name = 'tools', root = 'https://artifacts.reporttools.dev/maven')
@Grab('dev.reporttools:weekly:[1.0,)')
import dev.reporttools.Weekly

println new Weekly().render()
